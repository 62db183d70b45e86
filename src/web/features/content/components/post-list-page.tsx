import { Link } from 'react-router'
import type { PostCollection, PostListResponse, PostSummary } from '../../../../shared/schemas/content'
import { Page } from '../../../ui/page'
import { COLLECTIONS } from '../lib/collections'
import { formatDate } from '../lib/load'
import { CoverImage } from './cover-image'
import { TagList } from './tag-list'

export function PostMetaLine({ post }: { post: PostSummary }) {
  return (
    <p className="text-sm text-ink-muted">
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      {post.readingMinutes} min read
    </p>
  )
}

export function PostCard({ post, priority = false }: { post: PostSummary; priority?: boolean }) {
  const href = `${COLLECTIONS[post.collection].basePath}/${post.id}`
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm">
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <CoverImage image={post.cover} priority={priority} sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw" />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PostMetaLine post={post} />
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={href} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
            {post.title}
          </Link>
        </h2>
        <p className="flex-1 text-sm text-ink-muted">{post.description}</p>
        <TagList tags={post.tags} basePath={COLLECTIONS[post.collection].basePath} />
      </div>
    </article>
  )
}

function pageHref(basePath: string, page: number, tag: string | null) {
  const query = new URLSearchParams()
  if (tag) query.set('tag', tag)
  if (page > 1) query.set('page', String(page))
  return query.size ? `${basePath}?${query}` : basePath
}

export function Pagination({ page, pageCount, basePath, tag }: { page: number; pageCount: number; basePath: string; tag: string | null }) {
  if (pageCount <= 1) return null
  const link = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full border border-line px-3 text-sm font-medium hover:bg-surface-muted'
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link className={link} to={pageHref(basePath, page - 1, tag)} rel="prev">
          Previous
        </Link>
      ) : null}
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          className={n === page ? `${link} border-brand-600 bg-brand-600 text-white hover:bg-brand-700` : link}
          to={pageHref(basePath, n, tag)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
        >
          {n}
        </Link>
      ))}
      {page < pageCount ? (
        <Link className={link} to={pageHref(basePath, page + 1, tag)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  )
}

export function PostListPage({ collection, list, tag }: { collection: PostCollection; list: PostListResponse; tag: string | null }) {
  const info = COLLECTIONS[collection]
  return (
    <Page title={info.title} lead={info.description}>
      <div className="mb-8 flex flex-col gap-3">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Browse by tag</h2>
        <TagList tags={list.tags} basePath={info.basePath} active={tag} />
        {tag ? (
          <p className="text-sm">
            Showing {list.total} {list.total === 1 ? info.itemLabel : `${info.itemLabel}s`} tagged <strong>#{tag}</strong>.{' '}
            <Link to={info.basePath} className="font-medium text-brand-700 underline dark:text-brand-300">
              Show all
            </Link>
          </p>
        ) : null}
      </div>
      {list.posts.length ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.posts.map((post, i) => (
            <PostCard key={post.id} post={post} priority={i === 0} />
          ))}
        </div>
      ) : (
        <p className="rounded-xl border border-line bg-surface-muted p-6 text-ink-muted">Nothing here yet with this tag.</p>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} basePath={info.basePath} tag={tag} />
    </Page>
  )
}
