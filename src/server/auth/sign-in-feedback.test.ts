import { describe, expect, it } from 'vitest'
import { EMAIL_VERIFIED_PATH } from '../../shared/constants'
import { MESSAGES } from '../../shared/messages'
import { createUser, DEFAULT_PASSWORD } from '../../../tests/support/factories'
import type { MailReceiver } from '../../../tests/support/mail-receiver'
import { serverWithMail } from '../../../tests/support/server-with-mail'
import { type TestServer } from '../../../tests/support/test-server'

// Issue 22 items 5 and 6: sign-in says what happened, and a first run at 127.0.0.1 just works.
describe('sign-in feedback and accepted origins', () => {
  let server: TestServer
  let mail: MailReceiver
  const port = 3987
  serverWithMail({ listen: false, env: { PORT: String(port) } }, (started) => ({ server, mail } = started))

  it('a wrong password answers that the email or password is wrong (CALL-01)', async () => {
    const user = await createUser(server)
    const wrong = await server.request('/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password: 'Wrong$Pass1' } })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ error: { code: 'invalid-credentials', message: MESSAGES.loginWrongCredentials } })
    const right = await server.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: DEFAULT_PASSWORD },
    })
    expect(right.status).toBe(200)
    expect(right.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token='))).toBe(true)
  })

  it('outside production both localhost and 127.0.0.1 on the port are accepted origins; another is refused naming PUBLIC_URL', async () => {
    const signUp = (origin: string) =>
      server.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { origin, cookie: 'tio-first-visit=1' },
        json: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          name: 'Ada Lovelace',
          email: `o-${Math.random().toString(36).slice(2)}@tio.test`,
          password: DEFAULT_PASSWORD,
        },
      })
    expect((await signUp(`http://localhost:${port}`)).status).toBe(200)
    expect((await signUp(`http://127.0.0.1:${port}`)).status).toBe(200)
    const refused = await signUp('http://192.0.2.7:3000')
    expect(refused.status).toBe(403)
    const { error } = (await refused.json()) as { error: { code: string; message: string } }
    expect(error.code).toBe('forbidden-origin')
    expect(error.message).toBe(MESSAGES.originRefused(`http://localhost:${port}`))
    expect(error.message).toContain('PUBLIC_URL')
  })

  it('the verification link lands on the page that says the email is verified', async () => {
    const email = `v-${Math.random().toString(36).slice(2)}@tio.test`
    const response = await server.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', email, password: DEFAULT_PASSWORD, callbackURL: '/' },
    })
    expect(response.status).toBe(200)
    const link = (await mail.waitFor(email, /verify/i)).links.find((l) => l.includes('/api/auth/verify-email'))!
    const url = new URL(link)
    expect(url.searchParams.get('callbackURL')).toBe(EMAIL_VERIFIED_PATH)
    const opened = await server.request(url.pathname + url.search, { redirect: 'manual' })
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(EMAIL_VERIFIED_PATH)
    const user = await server.ctx.database.db
      .selectFrom('user')
      .select('emailVerified')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(Boolean(user.emailVerified)).toBe(true)
  })
})
