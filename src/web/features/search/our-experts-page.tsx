import { Form, Link } from 'react-router'
import type { DirectoryAnswer } from '../../../shared/schemas/search'
import { Avatar } from '../../ui/avatar'
import { Page } from '../../ui/page'
import { StarRating } from '../../ui/star-rating'
import { cn } from '../../ui/cn'
import { pageNumbers } from './lib/page-numbers'

export type { DirectoryAnswer }

/** What a directory card shows of an expert. */
type DirectoryCard = Pick<DirectoryAnswer['results'][number], 'uid' | 'customURL' | 'photoURL' | 'displayName' | 'occupation' | 'rating'>

/** A directory page as the page needs it: its cards and the field filter. */
export type DirectoryPage = Omit<DirectoryAnswer, 'results'> & { results: DirectoryCard[] }

/**
 * The directory answer narrowed to what the cards show: the page's data is also in its HTML (for
 * hydration), and the whole records (descriptions, keywords...) took it past the ~14 KB a first
 * round trip carries, one round trip more before the first paint on a phone (issue 21 item 1).
 */
export function toDirectoryPage(answer: DirectoryAnswer): DirectoryPage {
  return {
    ...answer,
    results: answer.results.map(({ uid, customURL, photoURL, displayName, occupation, rating }) => ({
      uid,
      customURL,
      photoURL,
      displayName,
      occupation,
      rating,
    })),
  }
}

function pageHref(field: string, page: number) {
  const params = new URLSearchParams()
  if (field) params.set('field', field)
  if (page > 1) params.set('page', String(page))
  const qs = params.toString()
  return qs ? `/ourexperts?${qs}` : '/ourexperts'
}

/** /ourexperts: every approved expert, by field, a page at a time (server-rendered). */
export function OurExpertsPage({ data }: { data: DirectoryPage }) {
  const { results, total, page, pages, field, fields } = data
  return (
    <Page title="Our experts" lead="Meet the verified human experts on Tio.">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="directory-field" className="text-sm font-medium">
            Field
          </label>
          <select
            id="directory-field"
            name="field"
            defaultValue={field}
            className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          >
            <option value="">All fields</option>
            {fields.map((f) => (
              <option key={f.name} value={f.name}>
                {f.name} ({f.count})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="h-10 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
          Show
        </button>
      </Form>
      <p className="mt-4 text-sm text-ink-muted">
        {total} {total === 1 ? 'expert' : 'experts'}
        {field ? ` in ${field}` : ''}
      </p>
      {results.length === 0 ? (
        <p className="mt-6 rounded-xl bg-surface-muted p-6 text-ink-muted">No experts here yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((expert) => (
            <li key={expert.uid}>
              <Link
                to={`/expert/${expert.customURL}`}
                className="flex h-full items-center gap-3 rounded-2xl border border-line bg-surface p-4 hover:shadow-md"
              >
                <Avatar src={expert.photoURL} name={expert.displayName} decorative size={56} />
                <span className="min-w-0">
                  <span className="block font-semibold">{expert.displayName}</span>
                  <span className="block text-sm text-ink-muted">{expert.occupation}</span>
                  <StarRating value={expert.rating} size={14} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Directory pages" className="mt-6 flex flex-wrap gap-1">
          {pageNumbers(page, pages).map((p, i) =>
            p === 'gap' ? (
              <span key={`gap-${i}`} aria-hidden="true" className="px-1">
                …
              </span>
            ) : (
              <Link
                key={p}
                to={pageHref(field, p)}
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
                className={cn(
                  'inline-flex size-9 items-center justify-center rounded-full text-sm font-semibold',
                  p === page ? 'bg-brand-600 text-white' : 'border border-line hover:bg-surface-muted',
                )}
              >
                {p}
              </Link>
            ),
          )}
        </nav>
      ) : null}
    </Page>
  )
}
