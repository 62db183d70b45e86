// Point-pack prices and payment texts
// without zod, so a page that shows them does not load the schemas (issue 21 item 1).

/** Money as people read it: 12.5 eur → €12.50. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
}

/** The point packs' section of /Pricing: a link to buy points lands there, not on the plans above it. */
export const PACKS_ANCHOR = 'buy-points'
export const BUY_POINTS_PATH = `/Pricing#${PACKS_ANCHOR}`

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
