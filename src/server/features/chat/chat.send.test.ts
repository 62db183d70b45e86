import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { createMessageStamps } from './chat.send'
import { NO_ATTACHMENT, storeMessages, type MessageRow } from './chat.send-store'

describe.each(DIALECTS)('group commit of sends on %s (issue 6 item 4)', (dialect) => {
  let server: TestServer
  let ada: TestUser
  let bob: TestUser
  let eve: TestUser
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
    ;[ada, bob, eve] = await Promise.all([createUser(server), createUser(server), createUser(server)])
  })
  afterAll(async () => server.close())
  const db = () => server.ctx.database.db

  it('commits N concurrent sends, each acknowledged once stored, in the order of the messages', async () => {
    const n = 25
    const ackedIds: string[] = []
    const readAfterAck: Promise<unknown>[] = []
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        server.features.chat.service
          .send({ senderId: i % 2 ? ada.id : eve.id, receiverId: bob.id, clientId: randomUUID(), body: `m${i}` })
          .then((sent) => {
            ackedIds.push(sent.message.id)
            readAfterAck.push(db().selectFrom('messages').select('id').where('id', '=', sent.message.id).executeTakeFirst())
            return sent
          }),
      ),
    )
    // Acknowledged means stored: a read started on the acknowledgement finds the row.
    expect((await Promise.all(readAfterAck)).every(Boolean)).toBe(true)
    expect(ackedIds).toHaveLength(n)
    expect(ackedIds).toEqual([...ackedIds].sort())
    expect(results.every((r) => !r.duplicate)).toBe(true)
    // Each unread count was read after its own commit, so it includes that message.
    const rank = new Map(ackedIds.map((id, i) => [id, i]))
    for (const r of results) expect(r.receiverUnread).toBeGreaterThanOrEqual(rank.get(r.message.id)! + 1)
    const stored = await db()
      .selectFrom('messages')
      .select('id')
      .where('receiver_id', '=', bob.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    expect(stored.map((s) => s.id)).toEqual(ackedIds)
    const lastOf = (sender: TestUser) =>
      ackedIds.filter((id) => results.find((r) => r.message.id === id)!.message.senderId === sender.id).at(-1)
    const chats = await db()
      .selectFrom('chats')
      .select(['last_message_id'])
      .where((eb) => eb.or([eb('user_a', '=', bob.id), eb('user_b', '=', bob.id)]))
      .execute()
    expect(chats.map((c) => c.last_message_id).sort()).toEqual([lastOf(ada), lastOf(eve)].sort())
  })
  it('stores a clientId sent twice in one batch once; the second caller gets the first message', async () => {
    const clientId = randomUUID()
    const [first, second] = await Promise.all([
      server.features.chat.service.send({ senderId: ada.id, receiverId: eve.id, clientId, body: 'once' }),
      server.features.chat.service.send({ senderId: ada.id, receiverId: eve.id, clientId, body: 'once' }),
    ])
    expect([first.duplicate, second.duplicate].sort()).toEqual([false, true])
    expect(second.message.id).toBe(first.message.id)
    expect(await db().selectFrom('messages').select('id').where('client_id', '=', clientId).execute()).toHaveLength(1)
  })

  it('stores nothing of a batch that fails, and rejects it', async () => {
    const sent = await server.features.chat.service.send({
      senderId: eve.id,
      receiverId: ada.id,
      clientId: randomUUID(),
      body: 'chat exists',
    })
    const row = (chatId: string, body: string): MessageRow => ({
      id: createMessageStamps()().id,
      created_at: new Date().toISOString(),
      chat_id: chatId,
      client_id: randomUUID(),
      sender_id: eve.id,
      receiver_id: ada.id,
      body,
      is_read: 0,
      read_at: null,
      source: null,
      ...NO_ATTACHMENT,
    })
    const good = row(sent.message.chatId, 'good')
    // No such chat: the foreign key fails the whole transaction.
    const bad = row(randomUUID(), 'bad')
    await expect(storeMessages(db(), server.ctx.database.dialect, [good, bad], async () => new Set())).rejects.toThrow()
    expect(await db().selectFrom('messages').select('id').where('id', 'in', [good.id, bad.id]).execute()).toEqual([])
    const chat = await db().selectFrom('chats').select('last_message_id').where('id', '=', sent.message.chatId).executeTakeFirstOrThrow()
    expect(chat.last_message_id).toBe(sent.message.id)
  })
})
