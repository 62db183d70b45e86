import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApprovedExpert, createUser, sendChatMessage, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { createUpload } from '../../../../tests/support/tus'
import { MESSAGES } from '../../../shared/messages'

describe.each(DIALECTS)('account deletion removes personal data without a foreign key on %s', (dialect) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  }, 60_000)
  afterAll(() => server.close())

  it('deletes Tio Chat conversations and ratings given, detaches contact messages, recomputes the rated expert, keeps chats for the other person', async () => {
    const db = server.ctx.database.db
    const leaving = await createUser(server, { firstName: 'Leaving', lastName: 'Person' })
    const staying = await createUser(server, { firstName: 'Staying', lastName: 'Person' })
    const expert = await createApprovedExpert(server, { rating: 0, rating_count: 0 })

    // Tio Chat
    const created = await server.request('/api/assistant/conversations', { method: 'POST', json: {}, cookie: leaving.cookie })
    expect(created.status).toBeLessThan(300)
    const conversation = (await created.json()) as { id: string }
    const asked = await server.request(`/api/assistant/conversations/${conversation.id}/messages`, {
      method: 'POST',
      json: { text: 'How do I find a lawyer?' },
      cookie: leaving.cookie,
    })
    expect(asked.status).toBeLessThan(300)
    await asked.text()
    // Contact form, signed in
    const contact = await server.request('/api/content/contact-messages', {
      method: 'POST',
      json: { name: 'Leaving Person', email: leaving.email, topic: 'general', message: 'Please tell me how Tio works.' },
      cookie: leaving.cookie,
    })
    expect(contact.status).toBe(201)
    // Ratings: the leaving user's and another person's, so the expert's mean changes on deletion.
    await sendChatMessage(server, leaving, expert, 'Hello')
    await sendChatMessage(server, expert, leaving, 'Hi, how can I help?')
    await sendChatMessage(server, staying, expert, 'Hello too')
    await sendChatMessage(server, expert, staying, 'Hi!')
    expect((await server.request(`/api/ratings/${expert.id}`, { method: 'PUT', json: { stars: 1 }, cookie: leaving.cookie })).status).toBe(
      200,
    )
    expect((await server.request(`/api/ratings/${expert.id}`, { method: 'PUT', json: { stars: 5 }, cookie: staying.cookie })).status).toBe(
      200,
    )
    // A chat with someone who stays
    await sendChatMessage(server, leaving, staying, 'See you around')

    const count = async (table: 'assistant_conversations' | 'assistant_messages' | 'contact_messages', userId: string) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count('assistant_conversations', leaving.id)).toBe(1)
    expect(await count('assistant_messages', leaving.id)).toBeGreaterThan(0)
    expect(await count('contact_messages', leaving.id)).toBe(1)

    const deleted = await server.request('/api/profile', {
      method: 'DELETE',
      json: { confirm: true, password: leaving.password },
      cookie: leaving.cookie,
    })
    expect(deleted.status).toBe(200)

    expect(await count('assistant_conversations', leaving.id)).toBe(0)
    expect(await count('assistant_messages', leaving.id)).toBe(0)
    expect(await db.selectFrom('assistant_messages').select('id').where('conversation_id', '=', conversation.id).execute()).toHaveLength(0)
    expect(await count('contact_messages', leaving.id)).toBe(0)
    // The operators keep the message itself, no longer linked to an account.
    const kept = await db.selectFrom('contact_messages').select('user_id').where('message', '=', 'Please tell me how Tio works.').execute()
    expect(kept).toEqual([{ user_id: null }])
    expect(await db.selectFrom('ratings').select('id').where('rater_id', '=', leaving.id).execute()).toHaveLength(0)
    const row = await db
      .selectFrom('expert_applications')
      .select(['rating', 'rating_count'])
      .where('user_id', '=', expert.id)
      .executeTakeFirstOrThrow()
    expect([Number(row.rating), Number(row.rating_count)]).toEqual([5, 1])
    const reviews = (await (await server.request(`/api/ratings/${expert.id}`)).json()) as { reviews: { firstName: string }[] }
    expect(reviews.reviews.map((r) => r.firstName)).toEqual(['Staying'])

    // Chat messages to others remain for them.
    expect(
      await db.selectFrom('messages').select('id').where('sender_id', '=', leaving.id).where('receiver_id', '=', staying.id).execute(),
    ).toHaveLength(1)
  })

  const exists = async (userId: string) =>
    Boolean(await server.ctx.database.db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst())
  const remove = (user: TestUser, json: unknown) => server.request('/api/profile', { method: 'DELETE', json, cookie: user.cookie })

  it('asks for the password: missing or wrong refuses and deletes nothing (issue 18 item 8)', async () => {
    const leaving = await createUser(server)
    const other = await createUser(server)
    await sendChatMessage(server, leaving, other, 'Still here')

    const missing = await remove(leaving, { confirm: true })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { error: { code: string; fields: Record<string, string> } }).error).toMatchObject({
      code: 'password-required',
      fields: { password: MESSAGES.reauthPasswordRequired },
    })
    const wrong = await remove(leaving, { confirm: true, password: 'Wr0ng$password' })
    expect(wrong.status).toBe(403)
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('wrong-password')
    expect(await exists(leaving.id)).toBe(true)
    expect((await server.request('/api/me', { cookie: leaving.cookie }).then((r) => r.json())) as { user: unknown }).toMatchObject({
      user: { id: leaving.id },
    })
    const kept = await server.ctx.database.db.selectFrom('messages').select('body').where('sender_id', '=', leaving.id).execute()
    expect(kept).toEqual([{ body: 'Still here' }])
    expect(
      (await server.request('/api/profile', { cookie: leaving.cookie }).then((r) => r.json())) as { profile: { hasPassword: boolean } },
    ).toMatchObject({
      profile: { hasPassword: true },
    })
  })

  it('an account without a password needs a sign-in from the last 5 minutes (issue 18 item 8)', async () => {
    const db = server.ctx.database.db
    const leaving = await createUser(server)
    // As a Google-only account: no password on its login.
    await db
      .updateTable('account' as never)
      .set({ password: null } as never)
      .where('userId' as never, '=', leaving.id as never)
      .execute()
    expect(
      (await server.request('/api/profile', { cookie: leaving.cookie }).then((r) => r.json())) as { profile: { hasPassword: boolean } },
    ).toMatchObject({
      profile: { hasPassword: false },
    })
    const old = new Date(Date.now() - 10 * 60_000)
    await db
      .updateTable('session' as never)
      .set({ createdAt: dialect === 'postgres' ? old : old.toISOString() } as never)
      .where('userId' as never, '=', leaving.id as never)
      .execute()
    const stale = await remove(leaving, { confirm: true })
    expect(stale.status).toBe(403)
    expect(((await stale.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'reauthentication-required',
      message: MESSAGES.reauthSignInAgain,
    })
    expect(await exists(leaving.id)).toBe(true)

    const now = new Date()
    await db
      .updateTable('session' as never)
      .set({ createdAt: dialect === 'postgres' ? now : now.toISOString() } as never)
      .where('userId' as never, '=', leaving.id as never)
      .execute()
    expect((await remove(leaving, { confirm: true })).status).toBe(200)
    expect(await exists(leaving.id)).toBe(false)
  })

  it('removes the text of every message the person sent and their unfinished uploads; the other side keeps a coherent conversation (issue 18 finding 6)', async () => {
    const db = server.ctx.database.db
    const leaving = await createUser(server)
    const staying = await createUser(server)
    await sendChatMessage(server, leaving, staying, 'My secret plans')
    await sendChatMessage(server, staying, leaving, 'Tell me more')
    await sendChatMessage(server, leaving, staying, 'My address is 1 Main St')
    const staged = await createUpload(server, leaving.cookie, { kind: 'avatars', name: 'half.png', size: 5000 })
    expect(staged.response.status).toBe(201)
    const othersUpload = await createUpload(server, staying.cookie, { kind: 'avatars', name: 'theirs.png', size: 5000 })
    expect(othersUpload.response.status).toBe(201)
    const stagingDir = path.join(server.dataDir, 'uploads')
    const stagedId = staged.location!.split('/').pop()!
    const othersId = othersUpload.location!.split('/').pop()!
    expect(existsSync(path.join(stagingDir, stagedId))).toBe(true)

    expect((await remove(leaving, { confirm: true, password: leaving.password })).status).toBe(200)

    const page = (await (await server.request(`/api/chats/with/${leaving.id}/messages`, { cookie: staying.cookie })).json()) as {
      other: { deleted: boolean; name: string }
      messages: { body: string; senderId: string }[]
    }
    expect(page.other.deleted).toBe(true)
    expect(page.messages.map((m) => [m.senderId === staying.id ? 'staying' : 'leaving', m.body]).reverse()).toEqual([
      ['leaving', MESSAGES.messageRemovedWithAccount],
      ['staying', 'Tell me more'],
      ['leaving', MESSAGES.messageRemovedWithAccount],
    ])
    const anywhere = await db.selectFrom('messages').select('id').where('body', 'like', '%Main St%').execute()
    expect(anywhere).toEqual([])
    const left = readdirSync(stagingDir)
    expect(left.filter((f) => f.startsWith(stagedId))).toEqual([])
    expect(left.filter((f) => f.startsWith(othersId)).sort()).toEqual([othersId, `${othersId}.json`])
  })
})
