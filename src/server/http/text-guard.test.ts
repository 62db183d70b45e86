import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type TestUser } from '../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../tests/support/test-server'

describe.each(DIALECTS)('NUL and lone surrogates answer 400, never 500, on %s (issue 18 item 6)', (dialect) => {
  let server: TestServer
  let ada: TestUser

  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
    ada = await createUser(server)
  })
  afterAll(() => server.close())

  it('in a path or query parameter, for visitors and signed-in users alike', async () => {
    for (const [path, cookie] of [
      ['/api/experts/a%00b', undefined],
      ['/api/users/a%00b', undefined],
      ['/api/experts/a%ED%A0%80b', undefined],
      ['/api/experts/%E0%A4%A', undefined],
      ['/api/search?q=a%00b', undefined],
      // unescaped: the URL parser escapes a NUL (and a lone surrogate as U+FFFD) before the guard reads it
      ['/api/search?q=a\u0000b', undefined],
      ['/api/content/blog/a%00b', undefined],
      [`/api/chats/with/a%00b/messages`, ada.cookie],
      ['/api/profile/custom-url-available?value=a%00b', ada.cookie],
    ] as const) {
      const response = await server.request(path, { cookie })
      expect(response.status, path).toBe(400)
      expect(await response.text(), path).not.toMatch(/\bat\s+\S+\s+\(/)
    }
  })

  it('in a JSON body: refused, nothing stored', async () => {
    const before = await server.ctx.database.db
      .selectFrom('profiles')
      .select('first_name')
      .where('user_id', '=', ada.id)
      .executeTakeFirstOrThrow()
    for (const firstName of ['Ad\u0000a', 'Ad\uD800a', 'Ad\uDC00a']) {
      const response = await server.request('/api/profile', { method: 'PATCH', json: { firstName }, cookie: ada.cookie })
      expect(response.status, JSON.stringify(firstName)).toBe(400)
    }
    const after = await server.ctx.database.db
      .selectFrom('profiles')
      .select('first_name')
      .where('user_id', '=', ada.id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual(before)
  })
})
