import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../shared/messages'
import { createUser } from '../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../tests/support/test-server'

describe.each(DIALECTS)("Better Auth's update-user cannot bypass Tio's name and photo rules on %s (issue 18 item 6)", (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect })
  })
  afterAll(async () => server.close())

  it('refuses a 100,000-character name with HTML and an external image URL, and stores nothing', async () => {
    const user = await createUser(server)
    const before = await server.ctx.database.db
      .selectFrom('user')
      .select(['name', 'image'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    const name = `<img src=x onerror=alert(1)>${'a'.repeat(100_000)}`
    const response = await server.request('/api/auth/update-user', {
      method: 'POST',
      cookie: user.cookie,
      json: { name, image: 'https://evil.example/tracker.png' },
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'not-found', message: MESSAGES.updateUserRefused } })
    const after = await server.ctx.database.db
      .selectFrom('user')
      .select(['name', 'image'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual(before)
    // Nor through Better Auth's server API, which the HTTP handler is built on.
    await expect(server.ctx.auth.api.updateUser({ body: { name }, headers: new Headers({ cookie: user.cookie }) })).rejects.toThrow()
    expect(
      await server.ctx.database.db.selectFrom('user').select(['name', 'image']).where('id', '=', user.id).executeTakeFirstOrThrow(),
    ).toEqual(before)
  })
})
