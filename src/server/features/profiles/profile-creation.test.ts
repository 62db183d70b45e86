import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_AVATARS } from '../../../shared/constants'
import { createApprovedExpert, createUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { announceBalances, balances, history, spend, transfer } from '../ledger'
import { ensureProfile } from './profile-creation'

interface MeBody {
  user: null | {
    firstName: string
    displayName: string
    points: number
    photoURL: string
    customURL: string
    hasUserProfile: boolean
    isApprovedExpert: boolean
    hasSeenWelcomeMessage: boolean
  }
}

describe.each(DIALECTS)('profile creation and points on %s (issue 3)', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  })
  afterAll(async () => server.close())
  const db = () => server.ctx.database.db

  it('creates the profile at sign-up with the spec fields and 100 points as the first ledger row (DATA-01..11, CONST-01..03)', async () => {
    const user = await createUser(server, { firstName: 'ada', lastName: 'lovelace' })
    const profile = await db().selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow()
    expect(profile.display_name).toBe('Ada Lovelace')
    expect(DEFAULT_AVATARS).toContain(profile.photo_url)
    expect(profile.custom_url).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(profile.referral_code).toMatch(/^[A-Za-z0-9]{10}$/)
    expect(profile.has_seen_welcome).toBe(0)
    expect(profile.referral_submitted).toBe(0)
    const ledger = await history(db(), user.id)
    expect(ledger.entries).toHaveLength(1)
    expect(ledger.entries[0]).toMatchObject({ amount: 100, kind: 'bonus', reason: 'signup' })
    expect(await balances(db(), user.id)).toEqual({ bonus: 100, bought: 0, earned: 0, held: 0, total: 100 })
    const me = (await (await server.request('/api/me', { cookie: user.cookie })).json()) as MeBody
    expect(me.user).toMatchObject({
      firstName: 'Ada',
      displayName: 'Ada Lovelace',
      points: 100,
      photoURL: profile.photo_url,
      customURL: profile.custom_url,
      hasUserProfile: true,
      isApprovedExpert: false,
      hasSeenWelcomeMessage: false,
    })
  })

  it('creates the profile exactly once when two first requests race (STATE-02)', async () => {
    const user = await createUser(server)
    await db().deleteFrom('profiles').where('user_id', '=', user.id).execute()
    const responses = await Promise.all([1, 2, 3].map(() => server.request('/api/me', { cookie: user.cookie })))
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as MeBody[]
    expect(bodies.map((b) => b.user?.points)).toEqual([100, 100, 100])
    const profiles = await db().selectFrom('profiles').select('custom_url').where('user_id', '=', user.id).execute()
    expect(profiles).toHaveLength(1)
    // The sign-up bonus is paid once: its reference `signup:<user>` makes the recreations no-ops.
    expect((await history(db(), user.id)).entries).toHaveLength(1)
    const created = await Promise.all(
      [1, 2].map(() => ensureProfile(db(), { id: user.id, email: user.email, name: user.name }, { signupPoints: 100 })),
    )
    expect(created).toEqual([false, false])
  })

  it('reports an approved expert and creates no profile for them (NAV-17, FOOT-03)', async () => {
    const expert = await createApprovedExpert(server)
    await db().deleteFrom('profiles').where('user_id', '=', expert.id).execute()
    const me = (await (await server.request('/api/me', { cookie: expert.cookie })).json()) as MeBody
    expect(me.user).toMatchObject({ isApprovedExpert: true, hasUserProfile: false, customURL: expert.customURL })
    await db().updateTable('expert_applications').set({ suspended: 1 }).where('user_id', '=', expert.id).execute()
    const suspended = (await (await server.request('/api/me', { cookie: expert.cookie })).json()) as MeBody
    expect(suspended.user?.isApprovedExpert).toBe(false)
  })

  it('remembers on the server that the welcome popup was seen (WELC-02, CALL-16)', async () => {
    const user = await createUser(server)
    expect((await server.request('/api/me/welcome-seen', { method: 'POST' })).status).toBe(401)
    expect((await server.request('/api/me/welcome-seen', { method: 'POST', cookie: user.cookie })).status).toBe(200)
    const me = (await (await server.request('/api/me', { cookie: user.cookie })).json()) as MeBody
    expect(me.user?.hasSeenWelcomeMessage).toBe(true)
  })

  it('keeps the ledger idempotent by reference and never negative (CONST-23)', async () => {
    const user = await createUser(server)
    const events: string[] = []
    const emit = (_id: unknown, event: string) => events.push(event)
    const grant = {
      reference: `ref:1:${user.id}`,
      kind: 'referral',
      reason: 'referral',
      from: 'platform',
      to: { userId: user.id, pocket: 'bonus' },
      amount: 25,
    } as const
    const first = await transfer(db(), grant)
    expect(first.applied).toBe(true)
    await announceBalances(db(), emit, first.userIds)
    expect(await transfer(db(), grant)).toMatchObject({ applied: false, transferId: first.transferId, userIds: [] })
    expect(events).toEqual(['points:changed', 'me:changed'])
    await expect(
      spend(db(), { reference: `buy:1:${user.id}`, kind: 'order', reason: 'shop', userId: user.id, to: 'platform', amount: 200 }),
    ).rejects.toMatchObject({ status: 409 })
    expect((await balances(db(), user.id)).total).toBe(125)
  })
})

describe('the sign-up bonus is the SIGNUP_POINTS setting (issue 20 item 3)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ listen: false, env: { SIGNUP_POINTS: '240' } })
  })
  afterAll(async () => server.close())

  it('credits the configured points to a new account', async () => {
    const user = await createUser(server)
    expect(await balances(server.ctx.database.db, user.id)).toMatchObject({ bonus: 240, total: 240 })
    const me = (await (await server.request('/api/me', { cookie: user.cookie })).json()) as MeBody
    expect(me.user?.points).toBe(240)
  })
})
