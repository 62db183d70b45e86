import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApprovedExpert, createUser, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'

describe.each(DIALECTS)('account deletion removes personal data without a foreign key on %s', (dialect) => {
  let server: TestServer

  const send = async (from: TestUser, to: TestUser, body: string) => {
    const response = await server.request(`/api/chats/with/${to.id}/messages`, { method: 'POST', json: { clientId: randomUUID(), body }, cookie: from.cookie })
    expect(response.status).toBe(201)
  }

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
    await send(leaving, expert, 'Hello')
    await send(expert, leaving, 'Hi, how can I help?')
    await send(staying, expert, 'Hello too')
    await send(expert, staying, 'Hi!')
    expect((await server.request(`/api/ratings/${expert.id}`, { method: 'PUT', json: { stars: 1 }, cookie: leaving.cookie })).status).toBe(200)
    expect((await server.request(`/api/ratings/${expert.id}`, { method: 'PUT', json: { stars: 5 }, cookie: staying.cookie })).status).toBe(200)
    // A chat with someone who stays
    await send(leaving, staying, 'See you around')

    const count = async (table: 'assistant_conversations' | 'assistant_messages' | 'contact_messages', userId: string) =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n)
    expect(await count('assistant_conversations', leaving.id)).toBe(1)
    expect(await count('assistant_messages', leaving.id)).toBeGreaterThan(0)
    expect(await count('contact_messages', leaving.id)).toBe(1)

    const deleted = await server.request('/api/profile', { method: 'DELETE', json: { confirm: true }, cookie: leaving.cookie })
    expect(deleted.status).toBe(200)

    expect(await count('assistant_conversations', leaving.id)).toBe(0)
    expect(await count('assistant_messages', leaving.id)).toBe(0)
    expect(await db.selectFrom('assistant_messages').select('id').where('conversation_id', '=', conversation.id).execute()).toHaveLength(0)
    expect(await count('contact_messages', leaving.id)).toBe(0)
    // The operators keep the message itself, no longer linked to an account.
    const kept = await db.selectFrom('contact_messages').select('user_id').where('message', '=', 'Please tell me how Tio works.').execute()
    expect(kept).toEqual([{ user_id: null }])
    expect(await db.selectFrom('ratings').select('id').where('rater_id', '=', leaving.id).execute()).toHaveLength(0)
    const row = await db.selectFrom('expert_applications').select(['rating', 'rating_count']).where('user_id', '=', expert.id).executeTakeFirstOrThrow()
    expect([Number(row.rating), Number(row.rating_count)]).toEqual([5, 1])
    const reviews = (await (await server.request(`/api/ratings/${expert.id}`)).json()) as { reviews: { firstName: string }[] }
    expect(reviews.reviews.map((r) => r.firstName)).toEqual(['Staying'])

    // Chat messages to others remain for them.
    expect(await db.selectFrom('messages').select('id').where('sender_id', '=', leaving.id).where('receiver_id', '=', staying.id).execute()).toHaveLength(1)
  })
})
