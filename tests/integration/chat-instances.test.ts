import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatMessage, MessagesPage, ReadReceiptEvent, SendAck, TypingEvent, UnreadCountEvent } from '../../src/shared/schemas/chat'
import { SOCKET_EVENTS } from '../../src/shared/socket-events'
import { startChildServer, type ChildServer } from '../support/child-server'
import { createUser } from '../support/factories'
import { connectSocket, nextEvent } from '../support/socket-client'
import { DIALECTS, startTestServer, type TestServer } from '../support/test-server'
import { twoInstances } from '../support/two-instances'

describe.runIf(process.env.TEST_REDIS_URL).each(DIALECTS)('chat across two instances through Redis on %s (issue 6 item 5)', (dialect) => {
  let one: TestServer
  let two: TestServer
  twoInstances(dialect, (servers) => ({ one, two } = servers))

  it('user A on instance 1 and user B on instance 2 chat live: message with unread count, typing, read receipt', async () => {
    expect(one.url).not.toBe(two.url)
    const [ada, bob] = await Promise.all([createUser(one), createUser(one)])
    const adaSocket = await connectSocket(one.url, ada.cookie)
    const bobSocket = await connectSocket(two.url, bob.cookie)
    try {
      const body = `across ${randomUUID()}`
      // The message reaches Bob's tab with his unread count (the navigation's indicator) as its second argument.
      const bobGets = new Promise<[ChatMessage, UnreadCountEvent | undefined]>((resolve) =>
        bobSocket.on(SOCKET_EVENTS.CHAT_MESSAGE, (message: ChatMessage, unread?: UnreadCountEvent) => {
          if (message.body === body) resolve([message, unread])
        }),
      )
      const ack = (await adaSocket.emitWithAck(SOCKET_EVENTS.CHAT_SEND, { toUserId: bob.id, clientId: randomUUID(), body })) as SendAck
      expect(ack.ok).toBe(true)
      if (!ack.ok) return
      const [bobMessage, bobUnread] = await bobGets
      expect(bobMessage.id).toBe(ack.message.id)
      expect(bobUnread).toEqual({ count: 1 })

      const typing = nextEvent<TypingEvent>(adaSocket, SOCKET_EVENTS.CHAT_TYPING)
      bobSocket.emit(SOCKET_EVENTS.CHAT_TYPING, { toUserId: ada.id })
      expect((await typing).fromUserId).toBe(bob.id)

      const reply = `reply ${randomUUID()}`
      const adaGets = nextEvent<ChatMessage>(adaSocket, SOCKET_EVENTS.CHAT_MESSAGE, (m) => m.body === reply)
      expect(await bobSocket.emitWithAck(SOCKET_EVENTS.CHAT_SEND, { toUserId: ada.id, clientId: randomUUID(), body: reply })).toMatchObject(
        { ok: true },
      )
      expect((await adaGets).senderId).toBe(bob.id)

      const receipt = nextEvent<ReadReceiptEvent>(adaSocket, SOCKET_EVENTS.CHAT_READ_RECEIPT, (r) => r.readerId === bob.id)
      const bobCleared = nextEvent<UnreadCountEvent>(bobSocket, SOCKET_EVENTS.CHAT_UNREAD)
      await bobSocket.emitWithAck(SOCKET_EVENTS.CHAT_READ, { chatId: ack.message.chatId })
      expect((await receipt).messageIds).toContain(ack.message.id)
      expect(await bobCleared).toEqual({ count: 0 })
    } finally {
      adaSocket.close()
      bobSocket.close()
    }
  })
})

describe.each(DIALECTS)('an acknowledged message survives kill -9 of the server on %s (issue 6 item 4)', (dialect) => {
  let owner: TestServer
  let child: ChildServer | undefined
  beforeAll(async () => {
    owner = await startTestServer({ dialect, listen: false })
  })
  // Spawning the server twice (tsx) takes a while on a busy machine.
  afterAll(async () => {
    if (child) await child.kill9()
    await owner?.close()
  })

  const childEnv = () => ({
    DATA_DIR: owner.dataDir,
    DATABASE_URL: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : '',
    TIO_DB_SCHEMA: owner.schema ?? '',
    REDIS_URL: '',
  })

  it('is there exactly once after a restart, and a retry with its clientId stores nothing new', async () => {
    const [ada, bob] = await Promise.all([createUser(owner), createUser(owner)])
    child = await startChildServer(childEnv())
    const clientId = randomUUID()
    const send = (url: string) =>
      fetch(`${url}/api/chats/with/${bob.id}/messages`, {
        method: 'POST',
        headers: { cookie: ada.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId, body: 'Survive the crash' }),
      })
    const acked = await send(child.url)
    expect(acked.status).toBe(201)
    await child.kill9()

    child = await startChildServer(childEnv())
    const history = await fetch(`${child.url}/api/chats/with/${ada.id}/messages`, { headers: { cookie: bob.cookie } })
    expect(history.status).toBe(200)
    const page = (await history.json()) as MessagesPage
    expect(page.messages.filter((m) => m.clientId === clientId).map((m) => m.body)).toEqual(['Survive the crash'])

    const retry = await send(child.url)
    expect(retry.status).toBe(200)
    const rows = await owner.ctx.database.db.selectFrom('messages').select('id').where('client_id', '=', clientId).execute()
    expect(rows).toHaveLength(1)
  }, 120_000)
})
