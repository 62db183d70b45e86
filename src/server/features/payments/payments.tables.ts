/** A purchase of a point pack: pending until the provider's verified notice says paid, failed or cancelled. */
export interface PointPurchasesTable {
  id: string
  user_id: string
  pack_id: string
  points: number
  price_cents: number
  currency: string
  /** 'stripe' | 'test' */
  provider: string
  /** The provider's checkout id (Stripe Checkout Session id); unique. */
  provider_ref: string | null
  /** The provider's payment id, used for refunds (Stripe PaymentIntent id). */
  payment_ref: string | null
  /** 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded' */
  status: string
  refunded_points: number
  created_at: string
  updated_at: string
}

export interface PaymentsTables {
  point_purchases: PointPurchasesTable
}
