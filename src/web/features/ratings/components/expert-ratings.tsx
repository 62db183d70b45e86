import { useId, useState, type FormEvent } from 'react'
import { RATING_MAX } from '../../../../shared/constants'
import { getErrorMessage } from '../../../../shared/messages'
import type { MyRating } from '../../../../shared/schemas/rating'
import { RATING_REVIEW_MAX_LENGTH } from '../../../../shared/schemas/rating-text'
import { useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { TextAreaField } from '../../../ui/field'
import { Skeleton } from '../../../ui/skeleton'
import { StarRating } from '../../../ui/star-rating'
import { useMyRating, useRateExpert, useReviews } from '../hooks/use-ratings'
import { LoadError } from '../../../ui/load-error'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })
const STAR_PATH = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.1L12 17.8 5.8 21.3l1.6-7.1L2 9.5l7.1-.6z'
const RULE = 'You can rate an expert after a conversation with them in Tio: you wrote to them and they replied.'
const starsLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`

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
  return <RateForm key={expertId} expertId={expertId} saved={mine.data.rating} />
}

// The shared schema brings zod: loaded when the form is first used, not with the expert page (issue 21 item 1).
const loadRatingSchema = () => import('../../../../shared/schemas/rating')

function RateForm({ expertId, saved }: { expertId: string; saved: MyRating['rating'] }) {
  const id = useId()
  const [stars, setStars] = useState<number | null>(saved?.stars ?? null)
  const [hovered, setHovered] = useState<number | null>(null)
  const [review, setReview] = useState(saved?.review ?? '')
  const [errors, setErrors] = useState<{ stars?: string; review?: string }>({})
  const [done, setDone] = useState(false)
  const mutation = useRateExpert(expertId)
  const shown = hovered ?? stars ?? 0

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setDone(false)
    const schemas = await loadRatingSchema().catch(() => null)
    if (!schemas) {
      setErrors({ stars: 'Your rating could not be sent. Check your connection and try again.' })
      return
    }
    const { rateExpertInputSchema } = schemas
    const parsed = rateExpertInputSchema.safeParse({ stars: stars ?? undefined, review: review.trim() ? review : undefined })
    if (!parsed.success) {
      const next: typeof errors = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'review' ? 'review' : 'stars'
        next[key] ??= issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    mutation.mutate(parsed.data, { onSuccess: () => setDone(true) })
  }

  return (
    <form onSubmit={(event) => void submit(event)} onFocus={() => void loadRatingSchema()} noValidate aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border border-line p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Rate this expert
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        {saved ? `You rated ${starsLabel(saved.stars)}. You can change your rating at any time.` : RULE}
      </p>
      <fieldset className="mt-3" aria-describedby={errors.stars ? `${id}-stars-error` : undefined}>
        <legend className="text-sm font-medium text-ink">Your rating</legend>
        <div className="mt-1 flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
            <label
              key={n}
              onMouseEnter={() => setHovered(n)}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                name={`${id}-stars`}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="sr-only"
              />
              <svg width={32} height={32} viewBox="0 0 24 24" aria-hidden="true">
                <path d={STAR_PATH} className={shown >= n ? 'fill-amber-500' : 'fill-slate-300 dark:fill-slate-600'} />
              </svg>
              <span className="sr-only">{starsLabel(n)}</span>
            </label>
          ))}
          <span className="ml-2 text-sm text-ink-muted">{stars ? `${stars} out of ${RATING_MAX}` : 'Not rated yet'}</span>
        </div>
        {errors.stars ? (
          <p id={`${id}-stars-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {errors.stars}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        className="mt-3"
        label="Review (optional)"
        value={review}
        onChange={(e) => setReview(e.target.value)}
        maxLength={RATING_REVIEW_MAX_LENGTH}
        error={errors.review}
        hint={`${review.length.toLocaleString('en')} / ${RATING_REVIEW_MAX_LENGTH.toLocaleString('en')} characters. Shown with your first name.`}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : saved ? 'Update rating' : 'Submit rating'}
        </Button>
        {done && !mutation.isPending ? (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            Thank you! Your rating is saved.
          </p>
        ) : null}
        {mutation.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {getErrorMessage(mutation.error)}
          </p>
        ) : null}
      </div>
    </form>
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
