import { lazy, Suspense, useState } from 'react'
import type { PublicExpert } from '../../../../shared/schemas/expert'
import { useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { Skeleton } from '../../../ui/skeleton'
import { StarRating } from '../../../ui/star-rating'
import { useMyRating, useReviews } from '../hooks/use-ratings'
import { RULE, starsLabel } from './rating-labels'
import { RatingSummary, ratingsText } from './trust-signals'
import { LoadError } from '../../../ui/load-error'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

// The forms load only for someone who may use them, not with every expert page (issue 21 item 1).
const RateForm = lazy(() => import('./rate-form').then((m) => ({ default: m.RateForm })))
const AnswerForm = lazy(() => import('./answer-form').then((m) => ({ default: m.AnswerForm })))

type Rated = Pick<PublicExpert, 'rating' | 'ratingCount'>

/** Ratings and reviews on an expert's public page: the rating form for their clients, then the reviews with the expert's answers. */
export function ExpertRatings({ expertId, expertName, rated }: { expertId: string; expertName: string; rated: Rated }) {
  return (
    <section aria-labelledby="ratings-heading" className="mx-auto max-w-3xl px-4 pb-12">
      <Card className="p-6 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="ratings-heading" className="text-xl font-semibold">
            Ratings and reviews
          </h2>
          <RatingSummary expert={rated} />
        </div>
        <RateArea expertId={expertId} expertName={expertName} />
        <ReviewsList expertId={expertId} rated={rated} />
      </Card>
    </section>
  )
}

function RateArea({ expertId, expertName }: { expertId: string; expertName: string }) {
  const session = useSession()
  const mine = useMyRating(expertId)
  // Saving ends the form (one rating per consultation): the thanks move to the note that replaces it.
  const [justSaved, setJustSaved] = useState(false)
  if (session.status === 'loading') return null
  if (session.status === 'signed-out') {
    return (
      <p className="mt-3 text-sm text-ink-muted">
        Log in to rate {expertName}. {RULE}
      </p>
    )
  }
  if (session.me.id === expertId) return null
  if (mine.isPending) return <Skeleton className="mt-4 h-24 w-full" />
  if (mine.isError) {
    return <LoadError className="mt-4" error={mine.error} onRetry={() => void mine.refetch()} />
  }
  if (!mine.data.eligible) {
    const saved = mine.data.rating
    return (
      <div
        className="mt-3 rounded-lg bg-surface-muted p-3 text-sm"
        data-testid={mine.data.reason === 'already-rated' ? 'rating-done' : 'rating-not-eligible'}
      >
        {justSaved ? (
          <p role="status" className="font-medium text-emerald-700 dark:text-emerald-400">
            Thank you! Your rating is saved.
          </p>
        ) : null}
        <p>
          {saved && mine.data.reason === 'already-rated' ? `You rated ${starsLabel(saved.stars)}. ` : ''}
          {mine.data.message}
        </p>
      </div>
    )
  }
  // Keyed by expert only: refetching the saved rating after a save must not reset the form's success state.
  return (
    <Suspense fallback={<Skeleton className="mt-4 h-24 w-full" />}>
      <RateForm key={expertId} expertId={expertId} saved={mine.data.rating} onSaved={() => setJustSaved(true)} />
    </Suspense>
  )
}

function ReviewsList({ expertId, rated }: { expertId: string; rated: Rated }) {
  const query = useReviews(expertId)
  const session = useSession()
  const isExpert = session.status === 'signed-in' && session.me.id === expertId
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
                  {r.answer ? (
                    <div className="mt-2 rounded-lg border-l-4 border-brand-500 bg-surface-muted p-3 text-sm" data-testid="review-answer">
                      <p className="font-medium">Answer from the expert</p>
                      <p className="mt-1 whitespace-pre-line break-words">{r.answer.text}</p>
                    </div>
                  ) : isExpert ? (
                    <Suspense fallback={null}>
                      <AnswerForm expertId={expertId} review={r} />
                    </Suspense>
                  ) : null}
                </li>
              ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              size="sm"
              variant="ghost"
              className="mt-2"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading...' : 'Show more reviews'}
            </Button>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">
          {rated.ratingCount
            ? `No written reviews yet: the ${ratingsText(rated)} came without a written review.`
            : 'No ratings or reviews yet: this expert is new on Tio.'}
        </p>
      )}
    </div>
  )
}
