import type { PaymentProvider } from './payment-provider'

/**
 * The local test provider: its "checkout" is Tio's own page /checkout/test/{id}, clearly labelled, where
 * the user chooses paid, failed or cancelled. No money moves. Never built in production (config.ts
 * refuses TEST_PAYMENTS there and createPaymentProvider only uses it outside production).
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(request) {
      return { providerRef: `test_${request.purchaseId}`, url: `/checkout/test/${request.purchaseId}` }
    },
    async refund() {},
  }
}
