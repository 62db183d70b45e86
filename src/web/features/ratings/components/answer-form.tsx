import { useId, useState, type FormEvent } from 'react'
import { REVIEW_ANSWER_MAX_LENGTH, reviewAnswerInputSchema, type PublicReview } from '../../../../shared/schemas/rating'
import { Button } from '../../../ui/button'
import { TextAreaField } from '../../../ui/field'
import { useAnswerReview } from '../hooks/use-ratings'
import { ErrorAlert } from '../../../ui/error-alert'

// Loaded only on the expert's own page (expert-ratings.tsx), so the schemas stay out of visitors' pages (issue 21 item 1).
/** The expert's one public answer to a review (issue 23 item 7): opened by a button, sent once. */
export function AnswerForm({ expertId, review }: { expertId: string; review: PublicReview }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const mutation = useAnswerReview(expertId)
  if (!open) {
    return (
      <Button
        size="sm"
        variant="ghost"
        className="mt-2"
        onClick={() => setOpen(true)}
        aria-label={`Answer ${review.firstName}'s review publicly`}
      >
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
        <ErrorAlert error={mutation.error} />
      </div>
    </form>
  )
}
