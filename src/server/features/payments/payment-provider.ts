import type { Config } from '../../config'
import { createStripeProvider } from './stripe-provider'
import { createTestProvider } from './test-provider'

export interface CheckoutRequest {
  purchaseId: string
  points: number
  priceCents: number
  currency: string
  customerEmail: string
  successUrl: string
  cancelUrl: string
}

/** What a provider's verified notice says about one purchase; applied at most once per state change. */
export interface PaymentNotice {
  outcome: 'paid' | 'failed' | 'cancelled'
  purchaseId: string
  /** the provider's checkout id, checked against the purchase */
  providerRef: string
  /** the provider's payment id (for refunds), known once paid */
  paymentRef: string | null
}

/** One interface for every way of taking money: Stripe Checkout, or the local test provider. */
export interface PaymentProvider {
  name: 'stripe' | 'test'
  /** Starts a hosted checkout; the user is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ providerRef: string; url: string }>
  /** Gives money back for a paid purchase; idempotent by `idempotencyKey`. */
  refund(paymentRef: string, amountCents: number, idempotencyKey: string): Promise<void>
}

/** Stripe when its keys are set; else the test provider outside production; else none (buying is off). */
export function createPaymentProvider(config: Config): PaymentProvider | null {
  if (config.payments.stripe) return createStripeProvider(config.payments.stripe)
  if (config.payments.testProvider) return createTestProvider()
  return null
}
