import { z } from 'zod'
import { expertApplicationViewSchema } from './expert-application'

/** POST /api/experts/application/submit and the operator's decisions (/api/admin/.../approve etc.): the application after the change. */
export const applicationAnswerSchema = z.object({ application: expertApplicationViewSchema })
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>

/** GET /api/admin/applications/{userId}/reviews: the decisions on an application, newest first. */
export const applicationReviewsSchema = z.object({
  reviews: z.array(
    z.object({
      decision: z.enum(['approve', 'reject', 'suspend', 'unsuspend', 'reopen']),
      reason: z.string().nullable(),
      reviewerEmail: z.string(),
      createdAt: z.string(),
    }),
  ),
})
export type ApplicationReviews = z.infer<typeof applicationReviewsSchema>
