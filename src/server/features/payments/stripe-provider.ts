import Stripe from 'stripe'
import type { Config } from '../../config'
import type { PaymentNotice, PaymentProvider } from './payment-provider'

type StripeSettings = NonNullable<Config['payments']['stripe']>

/** A Stripe client; STRIPE_API_URL points it at another host (the tests' local fake of Stripe's API). */
function createStripeClient(settings: StripeSettings): Stripe {
  if (!settings.apiUrl) return new Stripe(settings.secretKey, { maxNetworkRetries: 2 })
  const url = new URL(settings.apiUrl)
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  })
}

/** Stripe Checkout in payment mode: one line with the pack's price, the purchase id as client reference. */
export function createStripeProvider(
  settings: StripeSettings,
): PaymentProvider & { parseWebhook: (payload: string, signature: string) => Promise<PaymentNotice | null> } {
  const stripe = createStripeClient(settings)
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.priceCents,
                product_data: { name: `${request.points} Tio-Points` },
              },
            },
          ],
          client_reference_id: request.purchaseId,
          metadata: { purchaseId: request.purchaseId },
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout-${request.purchaseId}` },
      )
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL')
      return { providerRef: session.id, url: session.url }
    },
    async refund(paymentRef, amountCents, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: paymentRef, amount: amountCents }, { idempotencyKey })
    },
    /**
     * Verifies the Stripe-Signature header (throws on a bad or old signature) and reads what the event
     * says about a purchase; null for events that change none.
     */
    async parseWebhook(payload, signature) {
      const event = await stripe.webhooks.constructEventAsync(payload, signature, settings.webhookSecret)
      const outcome = (() => {
        switch (event.type) {
          case 'checkout.session.completed':
            // A delayed method (bank debit) completes unpaid and reports later with async_payment_*.
            return event.data.object.payment_status === 'unpaid' ? null : 'paid'
          case 'checkout.session.async_payment_succeeded':
            return 'paid'
          case 'checkout.session.async_payment_failed':
            return 'failed'
          case 'checkout.session.expired':
            return 'cancelled'
          default:
            return null
        }
      })()
      if (!outcome || !event.type.startsWith('checkout.session.')) return null
      const session = event.data.object as Stripe.Checkout.Session
      const purchaseId = session.client_reference_id ?? session.metadata?.purchaseId
      if (!purchaseId) return null
      const intent = session.payment_intent
      return { outcome, purchaseId, providerRef: session.id, paymentRef: typeof intent === 'string' ? intent : (intent?.id ?? null) }
    },
  }
}
