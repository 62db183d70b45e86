import { lazy, Suspense } from 'react'
import { useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { Skeleton } from '../../../ui/skeleton'
import { StarRating } from '../../../ui/star-rating'
import { useMyRating, useReviews } from '../hooks/use-ratings'
import { RULE } from './rating-labels'
import { LoadError } from '../../../ui/load-error'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

// The form loads only for someone who may rate this expert, not with every expert page (issue 21 item 1).
const RateForm = lazy(() => import('./rate-form').then((m) => ({ default: m.RateForm })))

/** Ratings and reviews on an expert's public page: the rating form for people who talked with them, then the reviews. */
export function ExpertRatings({ expertId, expertName }: { expertId: string; expertName: string }) {
  return (
    <section aria-labelledby="ratings-heading" className="mx-auto max-w-3xl px-4 pb-12">
      <Card className="p-6 sm:p-8">
        <h2 id="ratings-heading" className="text-xl font-semibold">
          Ratings and reviews
        </h2>
        <RateArea expertId={expertId} expertName={expertName} />
        <ReviewsList expertId={expertId} />
      </Card>
    </section>
  )
}

function RateArea({ expertId, expertName }: { expertId: string; expertName: string }) {
  const session = useSession()
  const mine = useMyRating(expertId)
  if (session.status === 'loading') return null
  if (session.status === 'signed-out') {
    return <p className="mt-3 text-sm text-ink-muted">Log in and message {expertName} to leave a rating. {RULE}</p>
  }
  if (session.me.id === expertId) return null
  if (mine.isPending) return <Skeleton className="mt-4 h-24 w-full" />
  if (mine.isError) {
    return <LoadError className="mt-4" error={mine.error} onRetry={() => void mine.refetch()} />
  }
  if (!mine.data.eligible) {
    return (
      <p className="mt-3 rounded-lg bg-surface-muted p-3 text-sm" data-testid="rating-not-eligible">
        {mine.data.message}
      </p>
    )
  }
  // Keyed by expert only: refetching the saved rating after a save must not reset the form's success state.
  return (
    <Suspense fallback={<Skeleton className="mt-4 h-24 w-full" />}>
      <RateForm key={expertId} expertId={expertId} saved={mine.data.rating} />
    </Suspense>
  )
}

function ReviewsList({ expertId }: { expertId: string }) {
  const query = useReviews(expertId)
  return (
    <div className="mt-6">
      <h3 className="font-semibold">Reviews</h3>
      {query.isPending ? (
        <Skeleton className="mt-3 h-20 w-full" />
      ) : query.isError ? (
        <LoadError className="mt-3" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.pages[0]?.reviews.length ? (
        <>
          <ul className="mt-2 divide-y divide-line" aria-label="Reviews">
            {query.data.pages
              .flatMap((p) => p.reviews)
              .map((r) => (
                <li key={r.id} className="py-3" data-testid="review">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-medium">{r.firstName}</span>
                    <StarRating value={r.stars} size={14} />
                    <time className="text-ink-muted" dateTime={r.date}>
                      {dateFormat.format(new Date(r.date))}
                    </time>
                  </div>
                  {r.review ? <p className="mt-1 whitespace-pre-line break-words text-sm">{r.review}</p> : null}
                </li>
              ))}
          </ul>
          {query.hasNextPage ? (
            <Button size="sm" variant="ghost" className="mt-2" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? 'Loading...' : 'Show more reviews'}
            </Button>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">No written reviews yet.</p>
      )}
    </div>
  )
}
