import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../tests/support/test-server'

const DAY_MS = 24 * 60 * 60 * 1000

describe.each(DIALECTS)('sessions on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false, env: { RATE_LIMIT: 'false' } })
  })
  afterAll(async () => server.close())

  it('CONST-20: a session close to expiry is renewed by the next request, without logging the user out', async () => {
    const user = await createUser(server)
    const { db } = server.ctx.database
    const [sample] = await db.selectFrom('session').select('expiresAt').where('userId', '=', user.id).execute()
    const soon = new Date(Date.now() + 30 * 60 * 1000)
    // Keep the representation Better Auth stores on this dialect.
    const stored = sample!.expiresAt instanceof Date ? soon : soon.toISOString()
    await db
      .updateTable('session')
      .set({ expiresAt: stored as never })
      .where('userId', '=', user.id)
      .execute()

    const me = (await (await server.request('/api/me', { cookie: user.cookie })).json()) as { user: { id: string } | null }
    expect(me.user?.id).toBe(user.id)
    const sessions = await db.selectFrom('session').select('expiresAt').where('userId', '=', user.id).execute()
    const latest = Math.max(...sessions.map((s) => new Date(s.expiresAt as string).getTime()))
    expect(latest).toBeGreaterThan(Date.now() + 29 * DAY_MS)
  })
})
