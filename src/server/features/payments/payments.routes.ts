import { Hono } from 'hono'
import {
  checkoutInputSchema,
  purchaseParamSchema as purchaseParam,
  refundInputSchema,
  testPaymentInputSchema,
} from '../../../shared/schemas/payments'
import type { AppEnv } from '../../http/app-env'
import { ApiError, notFound } from '../../http/errors'
import { requireOperator, requireUser } from '../../http/guards'
import { validate } from '../../http/validate'
import { createPaymentProvider } from './payment-provider'
import { applyPaymentNotice, getOwnPurchase, getPricing, refundPurchase, startCheckout } from './payments.service'
import { createStripeProvider } from './stripe-provider'

/** /api/payments: point packs, checkout, the provider's notices (Stripe webhook, the local test provider). */
export function createPaymentsRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/pricing', (c) => c.json(getPricing(c.var.ctx, createPaymentProvider(c.var.ctx.config))))
      .post('/checkout', requireUser, validate('json', checkoutInputSchema), async (c) => {
        const provider = createPaymentProvider(c.var.ctx.config)
        if (!provider) throw new ApiError(503, 'payments-off', 'Buying Tio-Points is not available right now.')
        return c.json(await startCheckout(c.var.ctx, provider, c.var.user, c.req.valid('json').packId), 201)
      })
      .get('/purchases/:purchaseId', requireUser, validate('param', purchaseParam), async (c) => {
        c.header('cache-control', 'no-store')
        return c.json({ purchase: await getOwnPurchase(c.var.ctx, c.var.user.id, c.req.valid('param').purchaseId) })
      })
      // The test provider's "checkout page" answers here; a 404 whenever that provider is not the one in use.
      .post('/test/:purchaseId', requireUser, validate('param', purchaseParam), validate('json', testPaymentInputSchema), async (c) => {
        const { ctx } = c.var
        if (createPaymentProvider(ctx.config)?.name !== 'test') throw notFound('No such API route.')
        const purchase = await getOwnPurchase(ctx, c.var.user.id, c.req.valid('param').purchaseId)
        const { outcome } = c.req.valid('json')
        await applyPaymentNotice(ctx, 'test', {
          outcome,
          purchaseId: purchase.id,
          providerRef: `test_${purchase.id}`,
          paymentRef: outcome === 'paid' ? `test_pay_${purchase.id}` : null,
        })
        return c.json({ purchase: await getOwnPurchase(ctx, c.var.user.id, purchase.id) })
      })
      // Stripe's webhook: the raw body and its Stripe-Signature are verified before anything is read.
      .post('/stripe/webhook', async (c) => {
        const { ctx } = c.var
        const stripe = ctx.config.payments.stripe
        if (!stripe) throw notFound('No such API route.')
        const signature = c.req.header('stripe-signature')
        if (!signature) throw new ApiError(400, 'bad-signature', 'The Stripe-Signature header is missing.')
        const payload = await c.req.text()
        const notice = await createStripeProvider(stripe)
          .parseWebhook(payload, signature)
          .catch((error: unknown) => {
            ctx.logger.warn({ err: error }, 'refused a Stripe webhook with a bad signature')
            throw new ApiError(400, 'bad-signature', 'The webhook signature is not valid.')
          })
        if (notice) await applyPaymentNotice(ctx, 'stripe', notice)
        return c.json({ received: true })
      })
  )
}

/** /api/admin/payments: the operators refund the unspent points of a purchase. */
export function createPaymentsAdminRoutes() {
  return new Hono<AppEnv>()
    .use(requireOperator)
    .post('/:purchaseId/refund', validate('param', purchaseParam), validate('json', refundInputSchema), async (c) => {
      const provider = createPaymentProvider(c.var.ctx.config)
      if (!provider) throw new ApiError(503, 'payments-off', 'No payment provider is configured.')
      return c.json({
        purchase: await refundPurchase(c.var.ctx, provider, c.var.user, c.req.valid('param').purchaseId, c.req.valid('json').reason),
      })
    })
}
