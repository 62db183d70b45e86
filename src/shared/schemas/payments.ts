import { z } from 'zod'

export * from './payments-text'

/** A point pack on /Pricing (POINT_PACKS). */
export const pointPackSchema = z.object({ id: z.string(), points: z.number().int(), priceCents: z.number().int() })
export type PointPack = z.infer<typeof pointPackSchema>

/** GET /api/payments/pricing */
export const pricingInfoSchema = z.object({
  packs: z.array(pointPackSchema),
  currency: z.string(),
  /** null: buying is off */
  provider: z.enum(['stripe', 'test']).nullable(),
})
export type PricingInfo = z.infer<typeof pricingInfoSchema>

export const checkoutInputSchema = z.object({ packId: z.string('Choose a pack').min(1, 'Choose a pack').max(40) })
export type CheckoutInput = z.infer<typeof checkoutInputSchema>
/** POST /api/payments/checkout: the purchase started and the provider's page to pay on. */
export const checkoutAnswerSchema = z.object({ purchaseId: z.string(), url: z.string() })
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>

export const PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]

export const purchaseSchema = z.object({
  id: z.string(),
  points: z.number().int(),
  priceCents: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  refundedPoints: z.number().int(),
  createdAt: z.string(),
})
export type Purchase = z.infer<typeof purchaseSchema>
/** GET /api/payments/purchases/{purchaseId}, the test provider's answer and a refund */
export const purchaseAnswerSchema = z.object({ purchase: purchaseSchema })
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>

export const purchaseParamSchema = z.object({ purchaseId: z.string().min(1).max(100) })

/** The test provider's page: what the user chose there. */
export const testPaymentInputSchema = z.object({ outcome: z.enum(['paid', 'failed', 'cancelled']) })

export const refundInputSchema = z.object({ reason: z.string().trim().max(500).default('') })
