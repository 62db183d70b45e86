import { z } from 'zod'
import { RATING_MAX } from '../constants'
import { RATING_REVIEW_MAX_LENGTH } from './rating-text'

export { RATING_REVIEW_MAX_LENGTH } from './rating-text'

/**
 * Who may rate an expert: someone who had a real two-way conversation with them in Tio's chat
 * (wrote to the expert, and the expert wrote back). One message costs nothing, so a one-way message
 * would let anyone review any expert; a reply shows the expert actually engaged.
 */
export const RATING_NOT_ELIGIBLE_MESSAGE =
  'Message this expert first to leave a rating: you can rate them once you have written to them and they have replied.'
export const RATING_SELF_MESSAGE = 'You cannot rate yourself.'

/** PUT /api/ratings/:expertId — whole stars 1–5 and an optional short review; a second PUT changes it. */
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

/** A public review: only the reviewer's first name, never their id, email or last name. */
export interface PublicReview {
  id: string
  firstName: string
  stars: number
  review: string | null
  date: string
}

export interface ReviewsPage {
  reviews: PublicReview[]
  nextCursor: string | null
}

export interface RatingSummary {
  rating: number
  ratingCount: number
}

/** GET /api/ratings/:expertId/mine: the viewer's own rating, and whether they may rate. */
export interface MyRating {
  rating: { stars: number; review: string | null; updatedAt: string } | null
  eligible: boolean
  /** Why not, when not eligible. */
  reason: 'self' | 'no-conversation' | null
  message: string | null
}

/** An expert's user id in a path (/api/ratings/:expertId). */
export const expertIdParamSchema = z.object({ expertId: z.string().min(1, 'expertId is required').max(100) })
