import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'

describe.each(DIALECTS)('contact_messages.user_id is a foreign key to user on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  })
  afterAll(() => server.close())

  const insert = (userId: string) =>
    server.ctx.database.db
      .insertInto('contact_messages')
      .values({
        id: randomUUID(),
        submission_id: randomUUID(),
        name: 'Ada',
        email: 'ada@tio.test',
        topic: 'General question',
        message: 'Hello there, Tio.',
        user_id: userId,
        notified: 0,
        created_at: new Date().toISOString(),
      })
      .execute()

  it('refuses a message linked to an account that does not exist', async () => {
    await expect(insert('no-such-user')).rejects.toThrow(/foreign key/i)
  })

  it("keeps the message, unlinked, when the sender's user row is deleted", async () => {
    const { db } = server.ctx.database
    const user = await createUser(server)
    await insert(user.id)
    await db.deleteFrom('session').where('userId', '=', user.id).execute()
    await db.deleteFrom('user').where('id', '=', user.id).execute()
    const rows = await db.selectFrom('contact_messages').select('user_id').where('email', '=', 'ada@tio.test').execute()
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.user_id === null)).toBe(true)
  })
})
