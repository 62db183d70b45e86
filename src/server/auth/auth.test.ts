import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../shared/messages'
import { createUser, DEFAULT_PASSWORD } from '../../../tests/support/factories'
import { REFUSED_RECIPIENT_PREFIX, type MailReceiver } from '../../../tests/support/mail-receiver'
import { serverWithMail } from '../../../tests/support/server-with-mail'
import { REAUTHENTICATION_LIMIT } from '../features/profiles'
import { DIALECTS, startTestServer, type TestServer } from '../../../tests/support/test-server'

const signUp = (server: TestServer, body: Record<string, unknown>) =>
  server.request('/api/auth/sign-up/email', { method: 'POST', json: body })

const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@tio.test`

describe.each(DIALECTS)('accounts on %s (issue 3)', (dialect) => {
  let server: TestServer
  let mail: MailReceiver
  serverWithMail({ dialect }, (started) => ({ server, mail } = started))

  it('a sign-up whose verification email cannot be sent answers ERR-05; the account exists and can resend', async () => {
    const email = uniqueEmail(REFUSED_RECIPIENT_PREFIX)
    const response = await signUp(server, { firstName: 'Ada', lastName: 'Lovelace', email, password: DEFAULT_PASSWORD })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: { code: 'verification-email-failed', message: MESSAGES.verificationEmailError } })
    const login = await server.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: DEFAULT_PASSWORD } })
    expect(login.status).toBe(200)
    const ok = await signUp(server, { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('sent'), password: DEFAULT_PASSWORD })
    expect(ok.status).toBe(200)
  })

  it('refuses a sign-up with a missing field with the spec message (VAL-01)', async () => {
    for (const missing of ['firstName', 'lastName', 'email', 'password']) {
      const body: Record<string, string> = { firstName: 'ada', lastName: 'lovelace', email: uniqueEmail('m'), password: DEFAULT_PASSWORD }
      body[missing] = ''
      const response = await signUp(server, { ...body, name: 'x' })
      expect(response.status, missing).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 'missing-fields', message: MESSAGES.fillAllFields } })
    }
  })

  it('refuses a weak password on sign-up with the spec message (VAL-03..06)', async () => {
    for (const password of ['abc', 'Ab1!xyz', 'abcdefg1!', 'Abcdef1!#', 'Abcd ef1!', 'ABCDEFG1!', 'Abcdefgh!']) {
      const email = uniqueEmail('weak')
      const response = await signUp(server, { firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', email, password })
      expect(response.status, password).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 'weak-password', message: MESSAGES.passwordCriteria } })
      const stored = await server.ctx.database.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()
      expect(stored).toBeUndefined()
    }
  })

  it('capitalises the names and stores "First Last" (VAL-02, CALL-03)', async () => {
    const email = uniqueEmail('caps')
    const response = await signUp(server, { firstName: 'ada', lastName: 'lovelace', name: 'whatever', email, password: DEFAULT_PASSWORD })
    expect(response.status).toBe(200)
    const { user } = (await response.json()) as { user: { id: string; name: string } }
    expect(user.name).toBe('Ada Lovelace')
    const profile = await server.ctx.database.db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow()
    expect(profile).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', display_name: 'Ada Lovelace', email })
    const verification = await mail.waitFor(email, /verify/i)
    expect(verification.links.some((l) => l.includes('/api/auth/verify-email'))).toBe(true)
  })

  it('holds sign-up names to the rule of /settings: no bidi override, invisible character, symbol or 51st letter', async () => {
    for (const [field, value] of [
      ['firstName', 'Eve\u202Enimda'],
      ['lastName', 'Sto\u200Bne'],
      ['firstName', '\u2066Operator\u2069'],
      ['lastName', '<b>Bold</b>'],
      ['firstName', 'A'.repeat(51)],
      ['lastName', `Za${'\u0301'.repeat(12)}lgo`],
    ] as const) {
      const email = uniqueEmail('names')
      const body = { firstName: 'Ada', lastName: 'Lovelace', email, password: DEFAULT_PASSWORD, [field]: value }
      const response = await signUp(server, { ...body, name: `${body.firstName} ${body.lastName}` })
      expect(response.status, JSON.stringify(value)).toBe(400)
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/First name|Last name/)
      expect(await server.ctx.database.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined()
    }
    const accented = await signUp(server, {
      firstName: 'josé',
      lastName: "O'Brien-Núñez",
      email: uniqueEmail('names'),
      password: DEFAULT_PASSWORD,
    })
    expect(accented.status).toBe(200)
    expect(((await accented.json()) as { user: { name: string } }).user.name).toBe("José O'Brien-Núñez")
  })

  it('answers a duplicate sign-up with email-already-in-use (ERR-02)', async () => {
    const user = await createUser(server)
    const response = await signUp(server, { firstName: 'A', lastName: 'B', name: 'A B', email: user.email, password: DEFAULT_PASSWORD })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(await response.json()).toEqual({ error: { code: 'email-already-in-use', message: MESSAGES.emailInUse } })
  })

  it('refuses a weak new password on reset and change (VAL-03..06)', async () => {
    const user = await createUser(server)
    const change = await server.request('/api/auth/change-password', {
      method: 'POST',
      cookie: user.cookie,
      json: { currentPassword: user.password, newPassword: 'weakpass' },
    })
    expect(change.status).toBe(400)
    expect(((await change.json()) as { error: { code: string } }).error.code).toBe('weak-password')
    const reset = await server.request('/api/auth/reset-password', { method: 'POST', json: { token: 'whatever', newPassword: 'short' } })
    expect(reset.status).toBe(400)
    expect(((await reset.json()) as { error: { code: string } }).error.code).toBe('weak-password')
  })

  it('a session cannot test password guesses without limit: change-password counts them with deletion, verify-password is off', async () => {
    const user = await createUser(server)
    const change = (currentPassword: string) =>
      server.request('/api/auth/change-password', {
        method: 'POST',
        cookie: user.cookie,
        json: { currentPassword, newPassword: 'Other$Pass2026' },
      })
    for (let i = 0; i < REAUTHENTICATION_LIMIT.points; i++) expect((await change(`Guess$${i}aA`)).status).toBe(400)
    // The right password no longer helps: the guesses are spent for the window.
    const limited = await change(user.password)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: { code: 'rate-limited', message: MESSAGES.reauthTooMany } })
    // Nor does deleting the account, which asks the password from the same budget.
    const deletion = await server.request('/api/profile', {
      method: 'DELETE',
      cookie: user.cookie,
      json: { confirm: true, password: user.password },
    })
    expect(deletion.status).toBe(429)
    for (const path of ['/api/auth/verify-password', '/api/auth/list-sessions']) {
      const response = await server.request(path, {
        method: path.endsWith('password') ? 'POST' : 'GET',
        cookie: user.cookie,
        json: path.endsWith('password') ? { password: user.password } : undefined,
      })
      expect(response.status, path).toBe(404)
    }
  })

  it('resets a password through the mailed link (CALL-08)', async () => {
    const user = await createUser(server)
    const request = await server.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email, redirectTo: '/reset-password' },
    })
    expect(request.status).toBe(200)
    const message = await mail.waitFor(user.email, /reset/i)
    const link = new URL(message.links.find((l) => l.includes('/reset-password?token='))!)
    const token = link.searchParams.get('token')!
    const reset = await server.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'N3w$ecret' } })
    expect(reset.status).toBe(200)
    const old = await server.request('/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password: user.password } })
    expect(old.status).toBe(401)
    expect(((await old.json()) as { error: { code: string } }).error.code).toBe('invalid-credentials')
    const fresh = await server.request('/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password: 'N3w$ecret' } })
    expect(fresh.status).toBe(200)
  })

  it('answers reset and email link for an unknown address exactly as for a known one (no enumeration)', async () => {
    const known = await createUser(server)
    const unknown = uniqueEmail('nobody')
    for (const [path, extra] of [
      ['/api/auth/request-password-reset', { redirectTo: '/reset-password' }],
      ['/api/auth/sign-in/magic-link', { callbackURL: '/' }],
    ] as const) {
      const a = await server.request(path, { method: 'POST', json: { email: known.email, ...extra } })
      const b = await server.request(path, { method: 'POST', json: { email: unknown, ...extra } })
      expect([a.status, b.status]).toEqual([200, 200])
      expect(await a.json()).toEqual(await b.json())
    }
  })

  it('refuses a malformed address on reset (ERR-06) and email link (ERR-09)', async () => {
    const reset = await server.request('/api/auth/request-password-reset', { method: 'POST', json: { email: 'not-an-email' } })
    expect(reset.status).toBe(400)
    expect(await reset.json()).toEqual({ error: { code: 'invalid-email', message: MESSAGES.resetFailure } })
    const link = await server.request('/api/auth/sign-in/magic-link', { method: 'POST', json: { email: 'nope@' } })
    expect(link.status).toBe(400)
    expect(await link.json()).toEqual({ error: { code: 'invalid-email', message: MESSAGES.emailLinkInvalid } })
  })

  it('signs a new address in by email link and gives it a profile with 100 points (CALL-09, STATE-02)', async () => {
    const email = uniqueEmail('link')
    const send = await server.request('/api/auth/sign-in/magic-link', { method: 'POST', json: { email, callbackURL: '/' } })
    expect(send.status).toBe(200)
    const message = await mail.waitFor(email, /sign-in link/i)
    const link = new URL(message.links.find((l) => l.includes('/magic-link/verify'))!)
    const verify = await server.request(link.pathname + link.search, { redirect: 'manual' })
    expect(verify.status).toBe(302)
    expect(new URL(verify.headers.get('location')!, server.url).pathname).toBe('/')
    const cookie = verify.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const me = (await (await server.request('/api/me', { cookie })).json()) as {
      user: { email: string; points: number; emailVerified: boolean }
    }
    expect(me.user).toMatchObject({ email, points: 100, emailVerified: true })
  })
})

describe('auth rate limits (issue 3, abuse)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT: 'true' } })
  })
  afterAll(async () => server.close())

  it('limits email-link mails per address with quota-exceeded (ERR-10)', async () => {
    const email = uniqueEmail('quota')
    const send = () => server.request('/api/auth/sign-in/magic-link', { method: 'POST', json: { email, callbackURL: '/' } })
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: { code: 'quota-exceeded', message: MESSAGES.emailLinkQuota } })
  })

  it('locks sign-in out after ten wrong passwords with 429', async () => {
    const user = await createUser(server)
    const attempt = () => server.request('/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password: 'Wr0ng$pass' } })
    // Ten wrong passwords (from one IP) lock the address out there (createUser's own sign-in succeeded: it counts none).
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401)
    const refused = await attempt()
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate-limited')
  }, 60_000)

  it('limits sign-ups and resets per IP over real HTTP', async () => {
    const post = (path: string, json: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.ctx.config.publicUrl },
        body: JSON.stringify(json),
      })
    let statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const response = await post('/api/auth/request-password-reset', { email: uniqueEmail('ip'), redirectTo: '/reset-password' })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
    statuses = []
    for (let i = 0; i < 21; i++) {
      const response = await post('/api/auth/sign-up/email', {
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail('ipsu'),
        password: 'weak',
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})
