import { z } from 'zod'

/** GET /api/me: who is signed in, with what the frame of every page needs. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  emailVerified: z.boolean(),
  photoURL: z.string(),
  points: z.number(),
  customURL: z.string(),
  hasUserProfile: z.boolean(),
  isApprovedExpert: z.boolean(),
  isOperator: z.boolean(),
  hasSeenWelcomeMessage: z.boolean(),
})
export type Me = z.infer<typeof meSchema>

export const meAnswerSchema = z.object({ user: meSchema.nullable() })
export type MeAnswer = z.infer<typeof meAnswerSchema>
