import { z } from 'zod'

/** A point pack on /Pricing (POINT_PACKS). */
export interface PointPack {
  id: string
  points: number
  priceCents: number
}

export interface PricingInfo {
  packs: PointPack[]
  currency: string
  /** 'stripe' | 'test' | null (buying is off) */
  provider: 'stripe' | 'test' | null
}

export const checkoutInputSchema = z.object({ packId: z.string('Choose a pack').min(1, 'Choose a pack').max(40) })
export type CheckoutInput = z.infer<typeof checkoutInputSchema>

export const PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]

export interface Purchase {
  id: string
  points: number
  priceCents: number
  currency: string
  provider: string
  status: PurchaseStatus
  refundedPoints: number
  createdAt: string
}

export const purchaseParamSchema = z.object({ purchaseId: z.string().min(1).max(100) })

/** The test provider's page: what the user chose there. */
export const testPaymentInputSchema = z.object({ outcome: z.enum(['paid', 'failed', 'cancelled']) })

export const refundInputSchema = z.object({ reason: z.string().trim().max(500).default('') })

/** Money as people read it: 12.5 eur → €12.50. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
}

export const PAYMENT_MESSAGES = {
  buyPoints: 'Buy Tio-Points',
  buyPack: (points: number) => `Buy ${points} Tio-Points`,
  packTitle: (points: number) => `${points} Tio-Points`,
  buyingOff: 'Buying Tio-Points is not available right now.',
  loginToBuy: 'Log in to buy Tio-Points.',
  testProviderLabel: 'Test payment: no real money moves. This page exists only in a local run.',
  testPay: 'Pay (test)',
  testFail: 'Fail the payment (test)',
  testCancel: 'Cancel',
  statusPending: 'Waiting for the payment to be confirmed…',
  statusPaid: (points: number) => `Payment received: ${points} Tio-Points were added to your balance.`,
  statusFailed: 'The payment failed. Nothing was charged and no points were added.',
  statusCancelled: 'The payment was cancelled. Nothing was charged.',
  statusRefunded: 'This purchase was refunded.',
  packUnknown: 'This pack does not exist.',
  purchaseNotPaid: 'Only a paid purchase can be refunded.',
  nothingToRefund: 'None of the points of this purchase are left unspent: there is nothing to refund.',
  refundFailed: 'The payment provider refused the refund; nothing changed.',
} as const
