import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../support/factories'
import { startTestServer, type TestServer } from '../support/test-server'

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared by two instances through Redis (issue 3 item 8)', () => {
  let one: TestServer
  let two: TestServer
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT: 'true' }
    one = await startTestServer({ env })
    two = await startTestServer({ env, dataDir: one.dataDir })
  })
  afterAll(async () => {
    await two?.close()
    await one?.close()
  })

  it('sign-in attempts on instance A count on instance B', async () => {
    const user = await createUser(one) // one attempt, on A
    const attempt = (server: TestServer) =>
      server.request('/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password: 'Wr0ng$pass' } })
    for (let i = 0; i < 10; i++) expect((await attempt(one)).status).toBe(401)
    // Ten wrong passwords were given on A; B has seen none itself.
    const refused = await attempt(two)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate-limited')
  })

  it('email-link mails sent from B count against the quota on A (ERR-10)', async () => {
    const email = `shared-quota-${randomUUID()}@tio.test`
    const send = (server: TestServer) =>
      server.request('/api/auth/sign-in/magic-link', { method: 'POST', json: { email, callbackURL: '/' } })
    for (let i = 0; i < 3; i++) expect((await send(two)).status).toBe(200)
    expect((await send(one)).status).toBe(429)
  })
})
