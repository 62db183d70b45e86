import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, DEFAULT_PASSWORD, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { balances } from '../ledger'
import { creditReferral } from './referrals.service'

describe.each(DIALECTS)('referral rules on %s (issue 20 item 3)', (dialect) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false, env: { REFERRAL_POINTS: '50', REFERRAL_MONTHLY_CAP: '2' } })
  }, 60_000)
  afterAll(() => server.close())

  const bonus = async (user: { id: string }) => (await balances(server.ctx.database.db, user.id)).bonus
  const codeOf = async (user: { id: string }) =>
    (await server.ctx.database.db.selectFrom('profiles').select('referral_code').where('user_id', '=', user.id).executeTakeFirstOrThrow())
      .referral_code
  /** Signs up through the real auth API with a referral code in the sign-up form; the email stays unverified. */
  const signUpWith = async (referralCode: string) => {
    const email = `friend-${randomUUID().slice(0, 8)}@tio.test`
    const response = await server.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: DEFAULT_PASSWORD, name: 'Fay Friend', firstName: 'Fay', lastName: 'Friend', referralCode },
    })
    return { response, email }
  }
  /** Opens the link of the verification mail, as the new person would. */
  const verify = async (email: string) => {
    const mail = await server.ctx.database.db
      .selectFrom('mailbox')
      .select('links')
      .where('to_address', '=', email)
      .where('subject', 'like', 'Verify%')
      .executeTakeFirstOrThrow()
    const link = (JSON.parse(mail.links) as string[]).find((l) => l.includes('/api/auth/verify-email'))!
    const url = new URL(link)
    await server.request(`${url.pathname}${url.search}`)
  }
  const idOf = async (email: string) =>
    (await server.ctx.database.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id

  it('takes the code at sign-up and credits both sides once, only after the new account verified its email', async () => {
    const referrer = await createUser(server)
    const before = await bonus(referrer)
    const { response, email } = await signUpWith(await codeOf(referrer))
    expect(response.status).toBe(200)
    const friend = { id: await idOf(email) }
    expect(await bonus(referrer)).toBe(before)
    const friendStart = await bonus(friend)
    await verify(email)
    expect(await bonus(referrer)).toBe(before + 50)
    expect(await bonus(friend)).toBe(friendStart + 50)
    // Verified again (or the hook retried): nothing more.
    expect(await creditReferral(server.ctx.database.db, server.ctx.config.referral, friend.id)).toEqual([])
    expect(await bonus(referrer)).toBe(before + 50)
    const profile = await server.ctx.database.db
      .selectFrom('profiles')
      .select('referral_submitted')
      .where('user_id', '=', friend.id)
      .executeTakeFirstOrThrow()
    expect(profile.referral_submitted).toBe(1)
  })

  it('refuses a malformed code at sign-up with a clear 400, and ignores an unknown one (the settings can take another)', async () => {
    const bad = await signUpWith('short')
    expect(bad.response.status).toBe(400)
    expect(await bad.response.json()).toMatchObject({ error: { code: 'bad-request', message: 'A referral code is 10 letters and digits' } })
    const unknown = await signUpWith('ZZZZZZZZZZ')
    expect(unknown.response.status).toBe(200)
    const row = await server.ctx.database.db
      .selectFrom('profiles')
      .select('referral_submitted')
      .where('user_id', '=', await idOf(unknown.email))
      .executeTakeFirstOrThrow()
    expect(row.referral_submitted).toBe(0)
  })

  it('refuses one’s own code and a second code in the settings; a verified account is credited at once', async () => {
    const referrer = await createUser(server)
    const user: TestUser = await createUser(server)
    const submit = (code: string) => server.request('/api/profile/referral', { method: 'POST', json: { code }, cookie: user.cookie })
    expect((await submit(await codeOf(user))).status).toBe(400)
    const start = await bonus(referrer)
    expect((await submit(await codeOf(referrer))).status).toBe(200)
    expect(await bonus(referrer)).toBe(start + 50)
    expect((await submit(await codeOf(referrer))).status).toBe(409)
    expect(await bonus(referrer)).toBe(start + 50)
  })

  it('credits a referrer at most REFERRAL_MONTHLY_CAP times a month; the new accounts still get theirs', async () => {
    const referrer = await createUser(server)
    const start = await bonus(referrer)
    const code = await codeOf(referrer)
    const friends: string[] = []
    for (let i = 0; i < 3; i++) {
      const { email } = await signUpWith(code)
      await verify(email)
      friends.push(await idOf(email))
    }
    expect(await bonus(referrer)).toBe(start + 100)
    const statuses = await server.ctx.database.db.selectFrom('referrals').select('status').where('referrer_id', '=', referrer.id).execute()
    expect(statuses.map((s) => s.status).sort()).toEqual(['capped', 'credited', 'credited'])
    for (const id of friends) expect((await balances(server.ctx.database.db, id)).bonus).toBeGreaterThanOrEqual(50)
    // A new month opens the cap again.
    const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 2))
    const late = await signUpWith(code)
    const lateId = await idOf(late.email)
    expect(await creditReferral(server.ctx.database.db, server.ctx.config.referral, lateId, nextMonth)).toEqual([lateId, referrer.id])
  })
})
