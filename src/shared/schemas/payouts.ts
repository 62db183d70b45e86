import { z } from 'zod'

export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]

export const payoutSchema = z.object({
  id: z.string(),
  points: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Operators' view only */
  expert: z.object({ id: z.string(), email: z.string(), name: z.string() }).optional(),
})
export type Payout = z.infer<typeof payoutSchema>
/** POST /api/payouts and the operator's decisions on one: the payout after the change. */
export const payoutAnswerSchema = z.object({ payout: payoutSchema })
export type PayoutAnswer = z.infer<typeof payoutAnswerSchema>

/** GET /api/admin/payouts */
export const payoutsPageSchema = z.object({ payouts: z.array(payoutSchema), nextCursor: z.string().nullable() })
export type PayoutsPage = z.infer<typeof payoutsPageSchema>

/** GET /api/payouts: the expert's side, their payouts plus what they can cash out now. */
export const ownPayoutsSchema = payoutsPageSchema.extend({ earned: z.number().int(), minimum: z.number().int() })
export type OwnPayouts = z.infer<typeof ownPayoutsSchema>

export const payoutIdParamSchema = z.object({ id: z.string().min(1).max(100) })
export const payoutsQuerySchema = z.object({ cursor: z.string().max(200).optional() })
export const adminPayoutsQuerySchema = payoutsQuerySchema.extend({ status: z.enum(PAYOUT_STATUSES).default('requested') })

export const payoutRequestSchema = z.object({
  // Money is a JSON number: a string or true is refused, not read as one.
  points: z.number('Enter a number of points').int('Enter a whole number of points').min(1, 'Enter a number of points'),
})

export const payoutPaidSchema = z.object({
  reference: z.string('Enter the payment reference').trim().min(1, 'Enter the payment reference').max(200, 'At most 200 characters'),
})

export const payoutRejectSchema = z.object({
  reason: z.string('Enter a reason').trim().min(1, 'Enter a reason').max(500, 'At most 500 characters'),
})

export const PAYOUT_MESSAGES = {
  title: 'Cash out earned points',
  explain: (minimum: number) =>
    `Points you earn from consultations can be paid out to you, from ${minimum} points. They leave your balance when you ask, and come back if the request is rejected.`,
  earned: (n: number) => `Earned points: ${n}`,
  request: 'Request payout',
  points: 'Points to cash out',
  belowMinimum: (minimum: number) => `A payout is at least ${minimum} points`,
  notEnoughEarned: 'You have fewer earned points than that',
  none: 'No payout requests yet.',
  statusLabel: { requested: 'Requested', paid: 'Paid', rejected: 'Rejected (points returned)' } as Record<PayoutStatus, string>,
  notRequested: 'Only a payout that is still requested can be decided.',
} as const
