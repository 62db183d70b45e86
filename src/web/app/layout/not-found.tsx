import { Link, useLocation } from 'react-router'
import { MESSAGES } from '../../../shared/messages'
import { COLLECTIONS } from '../../features/content/lib/collections'
import { pageMeta } from '../../ui/page'

export const notFoundMeta = () => [
  ...pageMeta('Page not found', 'This page does not exist on Tio.'),
  { name: 'robots', content: 'noindex' },
]

const BUTTON = 'inline-block rounded-full px-5 py-2.5 font-semibold'

/** For /blog/… and /ExpertResources/…: the list the missing post would have been in. */
function parentCollection(pathname: string) {
  const lower = pathname.toLowerCase()
  return Object.values(COLLECTIONS).find((c) => lower.startsWith(`${c.basePath.toLowerCase()}/`))
}

export function NotFound() {
  const collection = parentCollection(useLocation().pathname)
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{MESSAGES.notFoundTitle}</h1>
      <p className="mt-4 text-ink-muted">
        {collection
          ? `This ${collection.itemLabel} does not exist or has moved. Every ${collection.itemLabel} we published is listed in ${collection.title}.`
          : 'The page you are looking for does not exist or has moved.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {collection ? (
          <Link className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`} to={collection.basePath}>
            See all {collection.itemLabel}s
          </Link>
        ) : null}
        <Link
          className={
            collection
              ? `${BUTTON} border border-line text-ink hover:bg-surface-muted`
              : `${BUTTON} bg-brand-600 text-white hover:bg-brand-700`
          }
          to="/"
        >
          Back to home
        </Link>
      </div>
    </section>
  )
}
