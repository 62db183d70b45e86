import { useId, useState, type FormEvent } from 'react'
import { RATING_MAX } from '../../../../shared/constants'
import { fieldErrors } from '../../../../shared/field-errors'
import type { MyRating } from '../../../../shared/schemas/rating'
import { RATING_REVIEW_MAX_LENGTH } from '../../../../shared/schemas/rating-text'
import { Button } from '../../../ui/button'
import { TextAreaField } from '../../../ui/field'
import { useRateExpert } from '../hooks/use-ratings'
import { RULE, STAR_PATH, starsLabel } from './rating-labels'
import { ErrorAlert } from '../../../ui/error-alert'

// The shared schema brings zod: loaded when the form is first used, not with the expert page (issue 21 item 1).
const loadRatingSchema = () => import('../../../../shared/schemas/rating')

/** Stars and an optional review after a consultation; a new consultation lets the client rate again. */
export function RateForm({ expertId, saved, onSaved }: { expertId: string; saved: MyRating['rating']; onSaved: () => void }) {
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
      const { stars: starsError, review: reviewError } = fieldErrors(parsed.error.issues)
      setErrors({ stars: starsError, review: reviewError })
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
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadRatingSchema()}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-xl border border-line p-4"
    >
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
              <input type="radio" name={`${id}-stars`} value={n} checked={stars === n} onChange={() => setStars(n)} className="sr-only" />
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
        <ErrorAlert error={mutation.error} />
      </div>
    </form>
  )
}
