import { useId, useState, type FormEvent } from 'react'
import { RATING_MAX } from '../../../../shared/constants'
import { getErrorMessage } from '../../../../shared/messages'
import type { PublicExpert } from '../../../../shared/schemas/expert'
import { RATING_REVIEW_MAX_LENGTH, REVIEW_ANSWER_MAX_LENGTH, rateExpertInputSchema, reviewAnswerInputSchema, type MyRating, type PublicReview } from '../../../../shared/schemas/rating'
import { useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { TextAreaField } from '../../../ui/field'
import { Skeleton } from '../../../ui/skeleton'
import { StarRating } from '../../../ui/star-rating'
import { useAnswerReview, useMyRating, useRateExpert, useReviews } from '../hooks/use-ratings'
import { RatingSummary, ratingsText } from './trust-signals'
import { LoadError } from '../../../ui/load-error'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })
const STAR_PATH = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.1L12 17.8 5.8 21.3l1.6-7.1L2 9.5l7.1-.6z'
const RULE = 'You can rate an expert after a real consultation: a booking they delivered, or a conversation in which they replied to you. Once per consultation.'
const starsLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`

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
    return <p className="mt-3 text-sm text-ink-muted">Log in to rate {expertName}. {RULE}</p>
  }
  if (session.me.id === expertId) return null
  if (mine.isPending) return <Skeleton className="mt-4 h-24 w-full" />
  if (mine.isError) {
    return <LoadError className="mt-4" error={mine.error} onRetry={() => void mine.refetch()} />
  }
  if (!mine.data.eligible) {
    const saved = mine.data.rating
    return (
      <div className="mt-3 rounded-lg bg-surface-muted p-3 text-sm" data-testid={mine.data.reason === 'already-rated' ? 'rating-done' : 'rating-not-eligible'}>
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
  return <RateForm key={expertId} expertId={expertId} saved={mine.data.rating} onSaved={() => setJustSaved(true)} />
}

function RateForm({ expertId, saved, onSaved }: { expertId: string; saved: MyRating['rating']; onSaved: () => void }) {
  const id = useId()
  const [stars, setStars] = useState<number | null>(saved?.stars ?? null)
  const [hovered, setHovered] = useState<number | null>(null)
  const [review, setReview] = useState(saved?.review ?? '')
  const [errors, setErrors] = useState<{ stars?: string; review?: string }>({})
  const [done, setDone] = useState(false)
  const mutation = useRateExpert(expertId)
  const shown = hovered ?? stars ?? 0

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setDone(false)
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
    // mutateAsync: the saved rating's refetch ends this form before mutate's own callbacks would run.
    mutation.mutateAsync(parsed.data).then(
      () => {
        setDone(true)
        onSaved()
      },
      () => undefined, // shown from mutation.error
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border border-line p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Rate this expert
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        {saved ? `You rated ${starsLabel(saved.stars)} before. Your new consultation lets you rate again: this replaces it.` : RULE}
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
                    <AnswerForm expertId={expertId} review={r} />
                  ) : null}
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
        <p className="mt-2 text-sm text-ink-muted">
          {rated.ratingCount ? `No written reviews yet: the ${ratingsText(rated)} came without a written review.` : 'No ratings or reviews yet: this expert is new on Tio.'}
        </p>
      )}
    </div>
  )
}

/** The expert's one public answer to a review (issue 23 item 7): opened by a button, sent once. */
function AnswerForm({ expertId, review }: { expertId: string; review: PublicReview }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const mutation = useAnswerReview(expertId)
  if (!open) {
    return (
      <Button size="sm" variant="ghost" className="mt-2" onClick={() => setOpen(true)} aria-label={`Answer ${review.firstName}'s review publicly`}>
        Answer publicly
      </Button>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = reviewAnswerInputSchema.safeParse({ answer: text })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setError(undefined)
    mutation.mutate({ reviewId: review.id, answer: parsed.data.answer })
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="mt-2 rounded-lg border border-line p-3">
      <h4 id={`${id}-title`} className="text-sm font-semibold">
        Your public answer to {review.firstName}
      </h4>
      <TextAreaField
        className="mt-2"
        label="Answer"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={REVIEW_ANSWER_MAX_LENGTH}
        error={error}
        hint={`Shown under the review to everyone. You can answer each review once. ${text.length} / ${REVIEW_ANSWER_MAX_LENGTH}`}
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {mutation.isPending ? 'Publishing…' : 'Publish answer'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        {mutation.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {getErrorMessage(mutation.error)}
          </p>
        ) : null}
      </div>
    </form>
  )
}
