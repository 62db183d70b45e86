import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyPoints, createApprovedExpert, createUser, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import type { OwnPayouts, Payout, PayoutsPage } from '../../../shared/schemas/payouts'
import { DEMO_OPERATOR_EMAIL } from '../../config'
import { balances, transfer } from '../ledger'

describe.each(DIALECTS)('experts cash out earned points on %s (issue 20 item 4)', (dialect) => {
  let server: TestServer
  let operator: TestUser

  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false, env: { PAYOUT_MINIMUM_POINTS: '500' } })
    operator = await createUser(server, { email: DEMO_OPERATOR_EMAIL })
  }, 60_000)
  afterAll(() => server.close())

  /** An expert who earned `points` from consultations (and bought 1000 more, which cannot be paid out). */
  const expertWith = async (points: number) => {
    const expert = await createApprovedExpert(server)
    const { db } = server.ctx.database
    await transfer(db, {
      reference: `test-earn-${expert.id}`,
      kind: 'release',
      reason: 'test',
      from: 'platform',
      to: { userId: expert.id, pocket: 'earned' },
      amount: points,
    })
    await buyPoints(server, expert, 1000)
    return expert
  }
  const request = (user: TestUser, points: unknown) =>
    server.request('/api/payouts', { method: 'POST', json: { points }, cookie: user.cookie })
  const earned = async (user: TestUser) => (await balances(server.ctx.database.db, user.id)).earned

  it('refuses a payout under the minimum or above the earned points, changing nothing', async () => {
    const expert = await expertWith(800)
    expect((await request(expert, 499)).status).toBe(400)
    const tooMuch = await request(expert, 900) // 800 earned; bought points do not count
    expect(tooMuch.status).toBe(409)
    expect(await earned(expert)).toBe(800)
    const own = (await (await server.request('/api/payouts', { cookie: expert.cookie })).json()) as OwnPayouts
    expect(own).toMatchObject({ payouts: [], earned: 800, minimum: 500 })
    // The balance view keeps earned points apart from bought and bonus ones.
    const { profile } = (await (await server.request('/api/profile', { cookie: expert.cookie })).json()) as {
      profile: { points: number; pockets: Record<string, number> }
    }
    expect(profile.pockets).toMatchObject({ earned: 800, bought: 1000 })
    expect(profile.points).toBe(profile.pockets.bonus! + 1800)
    expect((await server.request('/api/payouts', { method: 'POST', json: { points: 600 } })).status).toBe(401)
    // An amount is a JSON number: "600" is refused, not read as 600.
    expect((await server.request('/api/payouts', { method: 'POST', json: { points: '600' }, cookie: expert.cookie })).status).toBe(400)
  })

  it('takes the points at the request and gives them back when the operator rejects it', async () => {
    const expert = await expertWith(800)
    const response = await request(expert, 600)
    expect(response.status).toBe(201)
    const { payout } = (await response.json()) as { payout: Payout }
    expect(payout).toMatchObject({ status: 'requested', points: 600 })
    expect(await earned(expert)).toBe(200)
    const queue = (await (await server.request('/api/admin/payouts', { cookie: operator.cookie })).json()) as PayoutsPage
    expect(queue.payouts.find((p) => p.id === payout.id)?.expert?.email).toBe(expert.email)
    expect(
      (await server.request(`/api/admin/payouts/${payout.id}/reject`, { method: 'POST', json: { reason: 'x' }, cookie: expert.cookie }))
        .status,
    ).toBe(403)
    expect(
      (await server.request(`/api/admin/payouts/${payout.id}/reject`, { method: 'POST', json: {}, cookie: operator.cookie })).status,
    ).toBe(400)
    const rejected = await server.request(`/api/admin/payouts/${payout.id}/reject`, {
      method: 'POST',
      json: { reason: 'Bank details missing' },
      cookie: operator.cookie,
    })
    expect(rejected.status).toBe(200)
    expect(await earned(expert)).toBe(800)
    const mail = await server.ctx.database.db
      .selectFrom('mailbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', expert.email)
      .where('subject', 'like', '%payout%')
      .executeTakeFirstOrThrow()
    expect(mail).toMatchObject({
      subject: 'Your Tio payout request was not paid',
      text_body: expect.stringContaining('Bank details missing'),
    })
    const twice = await server.request(`/api/admin/payouts/${payout.id}/paid`, {
      method: 'POST',
      json: { reference: 'SEPA-1' },
      cookie: operator.cookie,
    })
    expect(twice.status).toBe(409)
    expect(await earned(expert)).toBe(800)
  })

  it('marks a payout paid with the reference of the payment made outside Tio', async () => {
    const expert = await expertWith(700)
    const { payout } = (await (await request(expert, 700)).json()) as { payout: Payout }
    const paid = await server.request(`/api/admin/payouts/${payout.id}/paid`, {
      method: 'POST',
      json: { reference: 'SEPA-2026-11-25-001' },
      cookie: operator.cookie,
    })
    expect(paid.status).toBe(200)
    expect(((await paid.json()) as { payout: Payout }).payout).toMatchObject({ status: 'paid', reference: 'SEPA-2026-11-25-001' })
    expect(await earned(expert)).toBe(0)
    const own = (await (await server.request('/api/payouts', { cookie: expert.cookie })).json()) as OwnPayouts
    expect(own.payouts).toMatchObject([{ id: payout.id, status: 'paid' }])
    const reject = await server.request(`/api/admin/payouts/${payout.id}/reject`, {
      method: 'POST',
      json: { reason: 'late' },
      cookie: operator.cookie,
    })
    expect(reject.status).toBe(409)
  })
})
