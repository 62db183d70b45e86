import { z } from 'zod'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25')

/** The operators' ledger filters: one person (email or id), one kind, a period of days (inclusive). */
export const ledgerFilterSchema = z.object({
  user: z.string().trim().max(200).optional(),
  kind: z.string().trim().max(40).optional(),
  from: day.optional(),
  to: day.optional(),
})
export type LedgerFilter = z.infer<typeof ledgerFilterSchema>
export const ledgerTransfersQuerySchema = ledgerFilterSchema.extend({ cursor: z.string().max(200).optional() })

export const ledgerPostingSchema = z.object({
  account: z.string(),
  /** The person whose pocket this is, as an email; null for platform, world, escrow. */
  email: z.string().nullable(),
  amount: z.number().int(),
})
export type LedgerPosting = z.infer<typeof ledgerPostingSchema>

export const ledgerRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  object: z.object({ type: z.string(), id: z.string() }).nullable(),
  postings: z.array(ledgerPostingSchema),
})
export type LedgerRow = z.infer<typeof ledgerRowSchema>

export const ledgerPageSchema = z.object({ transfers: z.array(ledgerRowSchema), nextCursor: z.string().nullable() })
export type LedgerPage = z.infer<typeof ledgerPageSchema>

export const ledgerTotalsSchema = z.object({
  totals: z.array(z.object({ kind: z.string(), count: z.number().int(), amount: z.number().int() })),
})
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>

export const ledgerSummarySchema = z.object({
  platform: z.number().int(),
  world: z.number().int(),
  escrow: z.number().int(),
  pendingPayouts: z.object({ count: z.number().int(), points: z.number().int() }),
  placedOrders: z.number().int(),
  pendingPurchases: z.number().int(),
})
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>

export const overviewQuerySchema = z.object({ days: z.coerce.number().int().min(7).max(90).default(30) })

const series = z.array(z.number())
export const overviewSeriesSchema = z.object({
  /** 'YYYY-MM-DD', oldest first */
  days: z.array(z.string()),
  bought: series,
  spent: series,
  held: series,
  paidOut: series,
  signups: series,
  handoffs: series,
  consultations: series,
})
export type OverviewSeries = z.infer<typeof overviewSeriesSchema>

export const LEDGER_KINDS = [
  'purchase',
  'bonus',
  'referral',
  'hold',
  'release',
  'refund',
  'fee',
  'payout',
  'correction',
  'order',
  'closure',
] as const
