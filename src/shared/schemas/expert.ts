import { z } from 'zod'
import { RESPONSE_RATES } from '../constants'
import { expertProfileShape, expertReachShape } from './expert-profile'

/**
 * An approved expert as everyone may see it (search results, public pages, assistant cards).
 * Field names follow the spec's expertApplications record. Never includes address, points,
 * documents or push data; email only when the expert offers email (selectedOptions.email).
 */
export const publicExpertSchema = z.object({
  ...expertProfileShape,
  rating: z.number(),
  ratingCount: z.number(),
  responseRate: z.enum(RESPONSE_RATES),
  /** 'measured' once the median time to first reply over 90 days covers 5 conversations (issue 23 item 6). */
  responseRateSource: z.enum(['measured', 'self-declared']),
  ...expertReachShape,
  email: z.string().optional(),
  accountType: z.enum(['expert', 'business']),
  approved: z.literal(true),
  /** Lowest price (points) among the expert's consultation offers; absent without offers (issue 23 item 1). */
  priceFrom: z.number().optional(),
  /** Present (true) when the expert has offers and answers the first message of a conversation for free. */
  freeFirstMessage: z.literal(true).optional(),
})

export type PublicExpert = z.infer<typeof publicExpertSchema>

/** GET /api/experts/{customURL}: an approved expert's public page. */
export const expertPageAnswerSchema = z.object({ expert: publicExpertSchema })
export type ExpertPageAnswer = z.infer<typeof expertPageAnswerSchema>
