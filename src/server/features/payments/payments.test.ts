import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type TestUser } from '../../../../tests/support/factories'
import { signStripePayload, startFakeStripe, type FakeStripe } from '../../../../tests/support/fake-stripe'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { ConfigError, DEMO_OPERATOR_EMAIL, parseConfig } from '../../config'
import type { Purchase } from '../../../shared/schemas/payments'
import { balances, transfer } from '../ledger'

const API_KEY = 'sk_test_tio_fake'
const WEBHOOK_SECRET = 'whsec_tio_fake_secret'

describe.each(DIALECTS)('buying Tio-Points through Stripe Checkout on %s (issue 20 item 1)', (dialect) => {
  let server: TestServer
  let stripe: FakeStripe
  let operator: TestUser
  const webhook = () => `${server.url}/api/payments/stripe/webhook`

  beforeAll(async () => {
    stripe = await startFakeStripe({ apiKey: API_KEY })
    server = await startTestServer({
      dialect,
      env: { STRIPE_SECRET_KEY: API_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url, POINT_PACKS: '500:5,1200:10' },
    })
    operator = await createUser(server, { email: DEMO_OPERATOR_EMAIL })
  }, 60_000)
  afterAll(async () => {
    await server.close()
    await stripe.close()
  })

  const bought = async (user: TestUser) => (await balances(server.ctx.database.db, user.id)).bought
  const purchaseOf = async (user: TestUser, id: string) =>
    ((await (await server.request(`/api/payments/purchases/${id}`, { cookie: user.cookie })).json()) as { purchase: Purchase }).purchase
  /** A user who started a checkout of the 1200-point pack: the fake's session. */
  const checkout = async () => {
    const user = await createUser(server)
    const response = await server.request('/api/payments/checkout', { method: 'POST', json: { packId: 'p1200' }, cookie: user.cookie })
    expect(response.status).toBe(201)
    const { purchaseId, url } = (await response.json()) as { purchaseId: string; url: string }
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === purchaseId)!
    expect(url).toBe(session.url)
    return { user, purchaseId, session }
  }
  const paid = (sessionId: string, type = 'checkout.session.completed') =>
    stripe.event(type, sessionId, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${sessionId}` })

  it('shows the packs of POINT_PACKS and that Stripe takes the payment', async () => {
    const response = await server.request('/api/payments/pricing')
    expect(await response.json()).toEqual({
      packs: [
        { id: 'p500', points: 500, priceCents: 500 },
        { id: 'p1200', points: 1200, priceCents: 1000 },
      ],
      currency: 'eur',
      provider: 'stripe',
    })
  })

  it('opens a Checkout Session for the pack and credits nothing before Stripe says paid', async () => {
    const { user, purchaseId, session } = await checkout()
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 1000,
      currency: 'eur',
      customer_email: user.email,
      metadata: { purchaseId },
    })
    expect(session.success_url).toContain(`/Pricing?purchase=${purchaseId}`)
    expect(await purchaseOf(user, purchaseId)).toMatchObject({ status: 'pending', points: 1200 })
    expect(await bought(user)).toBe(0)
  })

  it('refuses an unknown pack and a visitor', async () => {
    const user = await createUser(server)
    const unknown = await server.request('/api/payments/checkout', { method: 'POST', json: { packId: 'p999' }, cookie: user.cookie })
    expect(unknown.status).toBe(400)
    expect((await server.request('/api/payments/checkout', { method: 'POST', json: { packId: 'p500' } })).status).toBe(401)
  })

  it('credits the bought pocket once from a paid webhook, whatever the retries and duplicates', async () => {
    const { user, purchaseId, session } = await checkout()
    const event = paid(session.id)
    expect((await stripe.deliver(webhook(), event, WEBHOOK_SECRET)).status).toBe(200)
    expect(await bought(user)).toBe(1200)
    // Stripe retries the same event, and sends async_payment_succeeded too: still one credit.
    const retries = await Promise.all(
      [event, event, paid(session.id, 'checkout.session.async_payment_succeeded')].map((e) => stripe.deliver(webhook(), e, WEBHOOK_SECRET)),
    )
    expect(retries.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await bought(user)).toBe(1200)
    expect(await purchaseOf(user, purchaseId)).toMatchObject({ status: 'paid' })
  })

  it('refuses a forged, tampered, unsigned or stale webhook and credits nothing', async () => {
    const { user, purchaseId, session } = await checkout()
    const event = paid(session.id)
    const forged = await stripe.deliver(webhook(), event, 'whsec_someone_else')
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ error: { code: 'bad-signature' } })
    const unsigned = await fetch(webhook(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: event.payload })
    expect(unsigned.status).toBe(400)
    const stale = await stripe.deliver(webhook(), event, WEBHOOK_SECRET, { timestamp: Math.floor(Date.now() / 1000) - 3600 })
    expect(stale.status).toBe(400)
    // Signed by Stripe, then changed on the way: the signature no longer matches the body.
    const header = signStripePayload(event.payload, WEBHOOK_SECRET)
    const tampered = await fetch(webhook(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: event.payload.replace('"amount_total":1000', '"amount_total":1'),
    })
    expect(tampered.status).toBe(400)
    expect(await bought(user)).toBe(0)
    expect(await purchaseOf(user, purchaseId)).toMatchObject({ status: 'pending' })
  })

  it('marks a failed payment failed and an expired checkout cancelled, crediting nothing', async () => {
    const failed = await checkout()
    await stripe.deliver(
      webhook(),
      stripe.event('checkout.session.completed', failed.session.id, { status: 'complete', payment_status: 'unpaid' }),
      WEBHOOK_SECRET,
    )
    expect(await purchaseOf(failed.user, failed.purchaseId)).toMatchObject({ status: 'pending' })
    await stripe.deliver(webhook(), stripe.event('checkout.session.async_payment_failed', failed.session.id), WEBHOOK_SECRET)
    expect(await purchaseOf(failed.user, failed.purchaseId)).toMatchObject({ status: 'failed' })
    expect(await bought(failed.user)).toBe(0)

    const expired = await checkout()
    await stripe.deliver(webhook(), stripe.event('checkout.session.expired', expired.session.id, { status: 'expired' }), WEBHOOK_SECRET)
    expect(await purchaseOf(expired.user, expired.purchaseId)).toMatchObject({ status: 'cancelled' })
    expect(await bought(expired.user)).toBe(0)
  })

  it('handles out-of-order webhooks: a late expiry never undoes a payment, a delayed payment succeeds after completion', async () => {
    const early = await checkout()
    await stripe.deliver(webhook(), paid(early.session.id), WEBHOOK_SECRET)
    await stripe.deliver(webhook(), stripe.event('checkout.session.expired', early.session.id, { status: 'expired' }), WEBHOOK_SECRET)
    await stripe.deliver(webhook(), stripe.event('checkout.session.async_payment_failed', early.session.id), WEBHOOK_SECRET)
    expect(await purchaseOf(early.user, early.purchaseId)).toMatchObject({ status: 'paid' })
    expect(await bought(early.user)).toBe(1200)

    const delayed = await checkout()
    await stripe.deliver(webhook(), paid(delayed.session.id, 'checkout.session.async_payment_succeeded'), WEBHOOK_SECRET)
    await stripe.deliver(
      webhook(),
      stripe.event('checkout.session.completed', delayed.session.id, { payment_status: 'unpaid' }),
      WEBHOOK_SECRET,
    )
    expect(await purchaseOf(delayed.user, delayed.purchaseId)).toMatchObject({ status: 'paid' })
    expect(await bought(delayed.user)).toBe(1200)
  })

  it('ignores events about other things and sessions it never created', async () => {
    const { user, session } = await checkout()
    const foreign = stripe.event('checkout.session.completed', session.id, {
      client_reference_id: 'someone-else',
      metadata: {},
      payment_status: 'paid',
    })
    expect((await stripe.deliver(webhook(), foreign, WEBHOOK_SECRET)).status).toBe(200)
    expect(await bought(user)).toBe(0)
  })

  it('lets the operator refund the unspent bought points, once, and returns the matching money', async () => {
    const { user, purchaseId, session } = await checkout()
    await stripe.deliver(webhook(), paid(session.id), WEBHOOK_SECRET)
    // The buyer spends 300 of the bought points.
    await transfer(server.ctx.database.db, {
      reference: `test-spend-${purchaseId}`,
      kind: 'order',
      reason: 'test',
      from: { userId: user.id, pocket: 'bought' },
      to: 'platform',
      amount: 300,
    })
    expect(await bought(user)).toBe(900)
    const refuse = await server.request(`/api/admin/payments/${purchaseId}/refund`, { method: 'POST', json: {}, cookie: user.cookie })
    expect(refuse.status).toBe(403)
    const response = await server.request(`/api/admin/payments/${purchaseId}/refund`, {
      method: 'POST',
      json: { reason: 'Asked by the buyer' },
      cookie: operator.cookie,
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { purchase: Purchase }).purchase).toMatchObject({ status: 'refunded', refundedPoints: 900 })
    expect(await bought(user)).toBe(0)
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: `pi_${session.id}`, amount: 750 })
    const again = await server.request(`/api/admin/payments/${purchaseId}/refund`, { method: 'POST', json: {}, cookie: operator.cookie })
    expect(again.status).toBe(409)
  })

  it('gives the points back when Stripe refuses the refund', async () => {
    const { user, purchaseId, session } = await checkout()
    await stripe.deliver(webhook(), paid(session.id), WEBHOOK_SECRET)
    stripe.failNextRefund()
    const response = await server.request(`/api/admin/payments/${purchaseId}/refund`, { method: 'POST', json: {}, cookie: operator.cookie })
    expect(response.status).toBe(502)
    expect(await bought(user)).toBe(1200)
    expect(await purchaseOf(user, purchaseId)).toMatchObject({ status: 'paid', refundedPoints: 0 })
  })
})

describe('the local test payment provider (issue 20 item 1)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ listen: false })
  }, 60_000)
  afterAll(() => server.close())

  it('takes a clearly labelled test payment in a local run and credits once', async () => {
    expect(await (await server.request('/api/payments/pricing')).json()).toMatchObject({ provider: 'test' })
    const user = await createUser(server)
    const started = await server.request('/api/payments/checkout', { method: 'POST', json: { packId: 'p500' }, cookie: user.cookie })
    const { purchaseId, url } = (await started.json()) as { purchaseId: string; url: string }
    expect(url).toBe(`/checkout/test/${purchaseId}`)
    const stranger = await createUser(server)
    expect(
      (await server.request(`/api/payments/test/${purchaseId}`, { method: 'POST', json: { outcome: 'paid' }, cookie: stranger.cookie }))
        .status,
    ).toBe(404)
    for (let i = 0; i < 2; i++) {
      const pay = await server.request(`/api/payments/test/${purchaseId}`, {
        method: 'POST',
        json: { outcome: 'paid' },
        cookie: user.cookie,
      })
      expect(pay.status).toBe(200)
    }
    expect((await balances(server.ctx.database.db, user.id)).bought).toBe(500)
  })

  it('is never available in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true' })).toThrowError(ConfigError)
    expect(parseConfig({ NODE_ENV: 'production' }).payments.testProvider).toBe(false)
    expect(parseConfig({ TEST_PAYMENTS: 'false' }).payments.testProvider).toBe(false)
    expect(parseConfig({}).payments.testProvider).toBe(true)
    expect(() => parseConfig({ POINT_PACKS: '500:abc' })).toThrowError(/POINT_PACKS/)
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk' })).toThrowError(/STRIPE_SECRET_KEY/)
  })
})
