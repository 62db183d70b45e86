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

export interface LedgerPosting {
  account: string
  /** The person whose pocket this is, as an email; null for platform, world, escrow. */
  email: string | null
  amount: number
}

export interface LedgerRow {
  id: string
  createdAt: string
  kind: string
  amount: number
  reason: string
  object: { type: string; id: string } | null
  postings: LedgerPosting[]
}

export interface LedgerPage {
  transfers: LedgerRow[]
  nextCursor: string | null
}

export interface LedgerTotals {
  totals: { kind: string; count: number; amount: number }[]
}

export interface LedgerSummary {
  platform: number
  world: number
  escrow: number
  pendingPayouts: { count: number; points: number }
  placedOrders: number
  pendingPurchases: number
}

export const overviewQuerySchema = z.object({ days: z.coerce.number().int().min(7).max(90).default(30) })

export interface OverviewSeries {
  /** 'YYYY-MM-DD', oldest first */
  days: string[]
  bought: number[]
  spent: number[]
  held: number[]
  paidOut: number[]
  signups: number[]
  handoffs: number[]
  consultations: number[]
}

export const LEDGER_KINDS = ['purchase', 'bonus', 'referral', 'hold', 'release', 'refund', 'fee', 'payout', 'correction', 'order', 'closure'] as const
