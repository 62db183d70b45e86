import { sql } from 'kysely'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balances } from '../features/ledger'
import { cookieFrom, DIALECTS, startTestServer, type TestServer } from '../../../tests/support/test-server'

const CLIENT_ID = 'tio-test-client'

interface GoogleClaims {
  email: string
  given_name: string
  family_name: string
  sub: string
}

/**
 * Runs Google sign-in end to end against a local OpenID Connect provider (never Google itself):
 * start at our server, follow the authorization redirect to the mock (it approves at once) and its
 * redirect back to our callback. Answers the callback's response and the cookies it set.
 */
async function signInWithGoogle(server: TestServer, mock: OAuth2Server, claims: GoogleClaims) {
  const start = await server.request('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider: 'google', callbackURL: '/', errorCallbackURL: '/?google=failed' },
  })
  expect(start.status).toBe(200)
  const { url } = (await start.json()) as { url: string }
  const authorizeUrl = new URL(url)
  expect(authorizeUrl.origin).toBe(new URL(mock.issuer.url!).origin)
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorizeUrl.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']))

  const authorize = await fetch(authorizeUrl, { redirect: 'manual' })
  expect(authorize.status).toBe(302)
  const back = new URL(authorize.headers.get('location')!)
  expect(back.pathname).toBe('/api/auth/callback/google')

  const addClaims = (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...claims, email_verified: true, name: `${claims.given_name} ${claims.family_name}` })
  }
  const addUserinfo = (response: { body: Record<string, unknown> }) => {
    Object.assign(response.body, { ...claims, email_verified: true })
  }
  mock.service.on('beforeTokenSigning', addClaims)
  mock.service.on('beforeUserinfo', addUserinfo)
  try {
    const callback = await server.request(`${back.pathname}${back.search}`, { cookie: cookieFrom(start) })
    return { callback, cookie: cookieFrom(callback) }
  } finally {
    mock.service.off('beforeTokenSigning', addClaims)
    mock.service.off('beforeUserinfo', addUserinfo)
  }
}

describe.each(DIALECTS)('Google sign-in against a local OpenID Connect provider on %s (AUTH-06, CALL-07)', (dialect) => {
  let mock: OAuth2Server
  let server: TestServer
  beforeAll(async () => {
    mock = new OAuth2Server()
    await mock.issuer.keys.generate('RS256')
    await mock.start(0, '127.0.0.1')
    server = await startTestServer({
      dialect,
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'tio-test-secret', GOOGLE_ISSUER: mock.issuer.url! },
    })
  })
  afterAll(async () => {
    await server?.close()
    await mock?.stop()
  })

  it('offers Google when it is configured (AUTH-06)', async () => {
    const response = await server.request('/api/auth/providers')
    expect(await response.json()).toEqual({ google: true })
  })

  it('signs a new user in and creates the profile with the sign-up points once (AUTH-06, STATE-02)', async () => {
    const email = `g-${Math.random().toString(36).slice(2, 10)}@gmail.test`
    const claims = { email, given_name: 'mary ann', family_name: 'de la cruz', sub: `google-${email}` }
    const { callback, cookie } = await signInWithGoogle(server, mock, claims)
    expect(callback.status).toBe(302)
    expect(callback.headers.get('location')).toBe('/')
    const sessionCookie = callback.headers.getSetCookie().find((c) => c.includes('session_token='))
    expect(sessionCookie).toMatch(/HttpOnly/i)
    expect(sessionCookie).toMatch(/SameSite=Lax/i)

    const me = await server.request('/api/me', { cookie })
    expect(me.status).toBe(200)

    const db = server.ctx.database.db
    const user = await db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
    expect(user.name).toBe('Mary ann De la cruz')
    expect(Boolean(user.emailVerified)).toBe(true)
    const accounts = await sql<{ providerId: string; accountId: string }>`
      select "providerId", "accountId" from account where "userId" = ${user.id}`.execute(db)
    expect(accounts.rows).toEqual([{ providerId: 'google', accountId: claims.sub }])
    const profile = await db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow()
    expect(profile).toMatchObject({ first_name: 'Mary ann', last_name: 'De la cruz', display_name: 'Mary ann De la cruz', email })
    expect((await balances(db, user.id)).total).toBe(server.ctx.config.signupPoints)

    // A second Google sign-in reuses the account: no second profile, no second sign-up points.
    const again = await signInWithGoogle(server, mock, claims)
    expect(again.callback.status).toBe(302)
    expect(again.callback.headers.get('location')).toBe('/')
    const users = await db.selectFrom('user').select('id').where('email', '=', email).execute()
    expect(users).toHaveLength(1)
    expect((await balances(db, user.id)).total).toBe(server.ctx.config.signupPoints)
  })

  it('sends the popup to a landing page the opener can watch, also after a refusal (AUTH-06)', async () => {
    const start = await server.request('/api/auth/sign-in/social', {
      method: 'POST',
      json: { provider: 'google', callbackURL: '/api/auth/popup-done', errorCallbackURL: '/api/auth/popup-done' },
    })
    const { url } = (await start.json()) as { url: string }
    // The user says no at Google: the provider answers the callback with an error.
    const state = new URL(url).searchParams.get('state')!
    const refused = await server.request(`/api/auth/callback/google?error=access_denied&state=${state}`, { cookie: cookieFrom(start) })
    expect(refused.status).toBe(302)
    const landing = new URL(refused.headers.get('location')!, 'http://localhost')
    expect(landing.pathname).toBe('/api/auth/popup-done')
    expect(landing.searchParams.get('error')).toBe('access_denied')

    const failedPage = await server.request(`${landing.pathname}${landing.search}`)
    expect(failedPage.status).toBe(200)
    expect(failedPage.headers.get('content-type')).toMatch(/text\/html/)
    // Without the app's opener policy, so that the opener keeps its handle on the popup.
    expect(failedPage.headers.get('cross-origin-opener-policy')).toBeNull()
    expect(await failedPage.text()).toContain('did not complete')
    expect(await (await server.request('/api/auth/popup-done')).text()).toContain('You are signed in')
  })

  it('refuses a callback whose state was not issued by us (AUTH-06)', async () => {
    const response = await server.request('/api/auth/callback/google?code=forged&state=forged')
    expect(response.status).toBe(302)
    expect(response.headers.getSetCookie().some((c) => c.includes('session_token=') && !/Max-Age=0/i.test(c))).toBe(false)
  })
})

describe('Google sign-in when it is not configured (AUTH-06)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server?.close()
  })

  it('hides Google and refuses to start it', async () => {
    expect(await (await server.request('/api/auth/providers')).json()).toEqual({ google: false })
    const response = await server.request('/api/auth/sign-in/social', { method: 'POST', json: { provider: 'google', callbackURL: '/' } })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })
})
