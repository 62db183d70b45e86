import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type TestUser } from '../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../tests/support/test-server'

describe.each(DIALECTS)('sign-in lockout per address and IP on %s (issue 18 item 5)', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    // The test's requests come through "a proxy" on loopback that names the client in X-Forwarded-For.
    server = await startTestServer({ dialect, env: { TRUST_PROXY: 'loopback' } })
  })
  afterAll(async () => server.close())

  const signIn = (from: string, email: string, password: string) =>
    fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.ctx.config.publicUrl, 'x-forwarded-for': from },
      body: JSON.stringify({ email, password }),
    })

  async function lockOut(user: TestUser, attacker: string) {
    for (let i = 0; i < 10; i++) expect((await signIn(attacker, user.email, 'Wr0ng$guess')).status).toBe(401)
    const refused = await signIn(attacker, user.email, user.password)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate-limited')
  }

  it('an attacker failing ten times is blocked; the owner signs in from another IP', async () => {
    const user = await createUser(server)
    await lockOut(user, '198.51.100.66')
    expect((await signIn('203.0.113.10', user.email, user.password)).status).toBe(200)
  }, 90_000)

  it('a correct password clears the pair: failures before it do not add up to a lockout', async () => {
    const user = await createUser(server)
    const from = '203.0.113.20'
    // Six, a success, six more: twelve failures in all, but never ten in a row.
    for (let i = 0; i < 6; i++) expect((await signIn(from, user.email, 'Wr0ng$guess')).status).toBe(401)
    expect((await signIn(from, user.email, user.password)).status).toBe(200)
    for (let i = 0; i < 6; i++) expect((await signIn(from, user.email, 'Wr0ng$guess')).status).toBe(401)
    expect((await signIn(from, user.email, user.password)).status).toBe(200)
  }, 90_000)
})
