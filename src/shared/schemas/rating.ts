import { z } from 'zod'
import { RATING_MAX } from '../constants'
import { RATING_REVIEW_MAX_LENGTH } from './rating-text'

export { RATING_REVIEW_MAX_LENGTH } from './rating-text'

/**
 * Who may rate an expert (issue 23 item 7): a client with a delivered consultation, or whose
 * conversation the expert replied to; once per consultation. One message costs nothing, so a one-way
 * message would let anyone review any expert; a reply or a delivered booking shows a real consultation.
 */
export const RATING_NOT_ELIGIBLE_MESSAGE =
  'You can rate this expert after a real consultation: a booking they delivered, or a conversation in which they replied to you.'
export const RATING_ALREADY_MESSAGE =
  'You have rated your latest consultation with this expert. You can rate them again after your next one.'
export const REVIEW_ALREADY_ANSWERED_MESSAGE = 'You have already answered this review: an expert answers each review once.'
export const REVIEW_ANSWER_MAX_LENGTH = 1_000

/** POST /api/ratings/reviews/:id/answer: the expert's one public answer to a review. */
export const reviewAnswerInputSchema = z.strictObject({
  answer: z
    .string({ message: 'Write your answer.' })
    .trim()
    .min(1, 'Write your answer.')
    .max(REVIEW_ANSWER_MAX_LENGTH, `An answer can be at most ${REVIEW_ANSWER_MAX_LENGTH.toLocaleString('en')} characters.`),
})
export const reviewIdParamSchema = z.object({ id: z.string().min(1, 'id is required').max(100) })
export const RATING_SELF_MESSAGE = 'You cannot rate yourself.'

/** PUT /api/ratings/:expertId — whole stars 1–5 and an optional short review; once per consultation. */
export const rateExpertInputSchema = z.strictObject({
  stars: z
    .number({ message: `Choose a rating from 1 to ${RATING_MAX} stars.` })
    .int(`Choose a whole number of stars from 1 to ${RATING_MAX}.`)
    .min(1, `Choose a rating from 1 to ${RATING_MAX} stars.`)
    .max(RATING_MAX, `Choose a rating from 1 to ${RATING_MAX} stars.`),
  review: z
    .string({ message: 'The review must be text.' })
    .trim()
    .max(RATING_REVIEW_MAX_LENGTH, `A review can be at most ${RATING_REVIEW_MAX_LENGTH.toLocaleString('en')} characters.`)
    .optional(),
})
export type RateExpertInput = z.infer<typeof rateExpertInputSchema>

/** GET /api/ratings/:expertId query. */
export const ratingsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
})

/** The expert's one public answer to a review. */
export const reviewReplySchema = z.object({ text: z.string(), date: z.string() })
/** POST /api/ratings/reviews/:id/answer */
export const reviewReplyAnswerSchema = z.object({ answer: reviewReplySchema })
export type ReviewReplyAnswer = z.infer<typeof reviewReplyAnswerSchema>

/** A public review: only the reviewer's first name, never their id, email or last name. */
export const publicReviewSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  stars: z.number().int(),
  review: z.string().nullable(),
  date: z.string(),
  /** The expert's one public answer. */
  answer: reviewReplySchema.nullable(),
})
export type PublicReview = z.infer<typeof publicReviewSchema>

/** GET /api/ratings/:expertId */
export const reviewsPageSchema = z.object({ reviews: z.array(publicReviewSchema), nextCursor: z.string().nullable() })
export type ReviewsPage = z.infer<typeof reviewsPageSchema>

export const ratingSummarySchema = z.object({ rating: z.number(), ratingCount: z.number().int() })
export type RatingSummary = z.infer<typeof ratingSummarySchema>

const ownRatingSchema = z.object({ stars: z.number().int(), review: z.string().nullable(), updatedAt: z.string() })
/** GET /api/ratings/:expertId/mine: the viewer's own rating, and whether they may rate. */
export const myRatingSchema = z.object({
  rating: ownRatingSchema.nullable(),
  eligible: z.boolean(),
  /** Why not, when not eligible. */
  reason: z.enum(['self', 'no-conversation', 'already-rated']).nullable(),
  message: z.string().nullable(),
})
export type MyRating = z.infer<typeof myRatingSchema>

/** An expert's user id in a path (/api/ratings/:expertId). */
export const expertIdParamSchema = z.object({ expertId: z.string().min(1, 'expertId is required').max(100) })

/** PUT /api/ratings/:expertId: the rating given, and the expert's new average. */
export const ratedAnswerSchema = z.object({ mine: ownRatingSchema, expert: ratingSummarySchema })
export type RatedAnswer = z.infer<typeof ratedAnswerSchema>
