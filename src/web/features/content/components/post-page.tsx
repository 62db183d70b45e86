import { Link } from 'react-router'
import type { PostResponse, PostSummary } from '../../../../shared/schemas/content'
import { cn } from '../../../ui/cn'
import type { RelatedExpert } from '../loaders'
import { COLLECTIONS } from '../lib/collections'
import { CoverImage } from './cover-image'
import { PostMetaLine } from './post-list-page'
import { Prose } from './prose'
import { TableOfContents } from './table-of-contents'
import { TagList } from './tag-list'

function Neighbour({ post, direction }: { post: PostSummary | null; direction: 'previous' | 'next' }) {
  if (!post) return <div />
  return (
    <Link
      to={`${COLLECTIONS[post.collection].basePath}/${post.id}`}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={cn(
        'flex flex-col gap-1 rounded-xl border border-line p-4 hover:bg-surface-muted',
        direction === 'next' && 'sm:text-right',
      )}
    >
      <span className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
        {direction === 'previous' ? '← Newer' : 'Older →'}
      </span>
      <span className="font-medium">{post.title}</span>
    </Link>
  )
}

function RelatedExperts({ experts }: { experts: RelatedExpert[] }) {
  if (!experts.length) return null
  return (
    <section aria-labelledby="related-experts" className="mt-12">
      <h2 id="related-experts" className="text-xl font-bold">
        Experts who can help
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {experts.map((expert) => (
          <li key={expert.customURL}>
            <Link
              to={`/expert/${encodeURIComponent(expert.customURL)}`}
              className="flex items-center gap-3 rounded-xl border border-line p-3 hover:bg-surface-muted"
            >
              {expert.photoURL ? (
                <img src={expert.photoURL} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 rounded-full object-cover" />
              ) : null}
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{expert.displayName}</span>
                <span className="truncate text-sm text-ink-muted">{expert.occupation}</span>
                {expert.rating > 0 ? <span className="text-xs text-ink-muted">★ {expert.rating.toFixed(1)} of 5</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function PostPage({ post, previous, next, experts }: PostResponse & { experts: RelatedExpert[] }) {
  const info = COLLECTIONS[post.collection]
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <Link to={info.basePath} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        ← Back to {info.title}
      </Link>
      <header className="mt-6 max-w-3xl">
        <PostMetaLine post={post} />
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{post.description}</p>
        <p className="mt-4 text-sm">
          By <span className="font-medium">{post.author}</span>
        </p>
        <div className="mt-4">
          <TagList tags={post.tags} basePath={info.basePath} />
        </div>
      </header>
      <div className="mt-8 overflow-hidden rounded-2xl">
        <CoverImage image={post.cover} priority sizes="(min-width: 1024px) 992px, 100vw" />
      </div>
      <div className={cn('mt-10 gap-10', post.toc.length && 'lg:grid lg:grid-cols-[minmax(0,1fr)_16rem]')}>
        <div className="min-w-0">
          <TableOfContents toc={post.toc} className="mb-8 lg:hidden" />
          <Prose html={post.html} className="max-w-3xl" />
        </div>
        {post.toc.length ? (
          <aside className="hidden lg:block">
            <TableOfContents toc={post.toc} className="sticky top-24" />
          </aside>
        ) : null}
      </div>
      <RelatedExperts experts={experts} />
      <nav aria-label={`More ${info.title.toLowerCase()}`} className="mt-12 grid gap-4 sm:grid-cols-2">
        <Neighbour post={previous} direction="previous" />
        <Neighbour post={next} direction="next" />
      </nav>
    </article>
  )
}
