import { randomUUID } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { describe, expect, it } from 'vitest'
import type {
  ChatListPage,
  ChatMessage,
  MessagesPage,
  ReadReceiptEvent,
  SendAck,
  TypingEvent,
  UnreadCountEvent,
} from '../../../shared/schemas/chat'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import { createUser, type TestUser } from '../../../../tests/support/factories'
import { nextEvent } from '../../../../tests/support/socket-client'
import { realtimeSuite } from '../../../../tests/support/realtime-suite'
import { DIALECTS, type TestServer } from '../../../../tests/support/test-server'
import { SOCKET_EVENT_BURST } from '../../realtime/event-budget'
import { CHAT_SEND_RATE } from './chat.send'
import { TYPING_RELAY_LIMIT } from './chat.socket'

const clientId = () => randomUUID()

describe.each(DIALECTS)('chat on %s', (dialect) => {
  let server: TestServer
  let ada: TestUser
  let bob: TestUser
  let eve: TestUser
  const socketOf = realtimeSuite(dialect, (suite) => ({ server, ada, bob, eve } = suite))
  const send = (from: TestUser, to: TestUser, body: string, id = clientId()) =>
    server.request(`/api/chats/with/${to.id}/messages`, { method: 'POST', cookie: from.cookie, json: { clientId: id, body } })

  it('requires login (PROT-03)', async () => {
    expect((await server.request('/api/chats')).status).toBe(401)
    expect(
      (await server.request(`/api/chats/with/${bob.id}/messages`, { method: 'POST', json: { clientId: clientId(), body: 'x' } })).status,
    ).toBe(401)
  })

  it('stores a message with sender, receiver, time and isRead false, acknowledged after commit (DATA-31)', async () => {
    const response = await send(ada, bob, 'Hello Bob')
    expect(response.status).toBe(201)
    const { message } = (await response.json()) as { message: ChatMessage }
    expect(message).toMatchObject({ senderId: ada.id, receiverId: bob.id, body: 'Hello Bob', isRead: false })
    const row = await server.ctx.database.db.selectFrom('messages').selectAll().where('id', '=', message.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ sender_id: ada.id, receiver_id: bob.id, is_read: 0, body: 'Hello Bob' })
  })

  it('stores a retry with the same clientId once', async () => {
    const id = clientId()
    const first = await send(ada, bob, 'Once only', id)
    const again = await send(ada, bob, 'Once only', id)
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    const [a, b] = [(await first.json()) as { message: ChatMessage }, (await again.json()) as { message: ChatMessage; duplicate: boolean }]
    expect(b.duplicate).toBe(true)
    expect(b.message.id).toBe(a.message.id)
    const rows = await server.ctx.database.db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', ada.id)
      .where('client_id', '=', id)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('refuses an empty or too long body, and messaging yourself, storing nothing', async () => {
    const empty = await send(ada, bob, '   ')
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { error: { message: string } }).error.message).toMatch(/Write a message/)
    const long = await send(ada, bob, 'x'.repeat(4001))
    expect(long.status).toBe(400)
    expect((await send(ada, bob, 'x'.repeat(4000))).status).toBe(201)
    expect((await send(ada, ada, 'me')).status).toBe(400)
    expect((await send(ada, { ...bob, id: 'no-such-user' }, 'hi')).status).toBe(404)
  })

  it('lists history newest first with cursor pagination and the conversation list with unread counts', async () => {
    const [carl, dora] = await Promise.all([createUser(server), createUser(server)])
    for (let i = 1; i <= 5; i++) expect((await send(carl, dora, `m${i}`)).status).toBe(201)
    const first = (await (
      await server.request(`/api/chats/with/${dora.id}/messages?limit=2`, { cookie: carl.cookie })
    ).json()) as MessagesPage
    expect(first.messages.map((m) => m.body)).toEqual(['m5', 'm4'])
    const second = (await (
      await server.request(`/api/chats/with/${dora.id}/messages?limit=2&before=${first.nextCursor}`, { cookie: carl.cookie })
    ).json()) as MessagesPage
    expect(second.messages.map((m) => m.body)).toEqual(['m3', 'm2'])
    const since = (await (
      await server.request(`/api/chats/with/${carl.id}/messages?after=${second.messages[0]!.cursor}`, { cookie: dora.cookie })
    ).json()) as MessagesPage
    expect(since.messages.map((m) => m.body)).toEqual(['m5', 'm4'])

    const list = (await (await server.request('/api/chats', { cookie: dora.cookie })).json()) as ChatListPage
    expect(list.chats[0]).toMatchObject({ other: { id: carl.id, name: carl.name }, unreadCount: 5, lastMessage: { body: 'm5' } })
    expect(await (await server.request('/api/chats/unread', { cookie: dora.cookie })).json()).toEqual({ count: 5 })

    const read = await server.request(`/api/chats/with/${carl.id}/read`, { method: 'POST', cookie: dora.cookie })
    expect(((await read.json()) as { receipt: ReadReceiptEvent }).receipt.messageIds).toHaveLength(5)
    expect(await (await server.request('/api/chats/unread', { cookie: dora.cookie })).json()).toEqual({ count: 0 })
    const after = (await (await server.request(`/api/chats/with/${dora.id}/messages`, { cookie: carl.cookie })).json()) as MessagesPage
    expect(after.messages.every((m) => m.isRead && m.readAt)).toBe(true)
  })

  it('answers a cursor that is not one of its own with 400, on history and on the conversation list', async () => {
    for (const path of [
      `/api/chats/with/${bob.id}/messages?before=garbage`,
      `/api/chats/with/${bob.id}/messages?after=garbage`,
      '/api/chats?cursor=garbage',
    ]) {
      const response = await server.request(path, { cookie: ada.cookie })
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toMatchObject({ error: { message: expect.stringMatching(/cursor/) as string } })
    }
  })

  it("stores source 'tio-chat' on a Tio Chat handoff over HTTP and socket, returns it everywhere, refuses other values (issue 7)", async () => {
    const [kim, lou] = await Promise.all([createUser(server), createUser(server)])
    const first = await server.request(`/api/chats/with/${lou.id}/messages`, {
      method: 'POST',
      cookie: kim.cookie,
      json: { clientId: clientId(), body: 'Tio Chat suggested you', source: 'tio-chat' },
    })
    expect(first.status).toBe(201)
    expect(((await first.json()) as { message: ChatMessage }).message.source).toBe('tio-chat')
    const plain = (await (await send(kim, lou, 'plain')).json()) as { message: ChatMessage }
    expect(plain.message.source).toBeNull()

    const kimSocket = await socketOf(kim)
    const louSocket = await socketOf(lou)
    const pushed = nextEvent<ChatMessage>(louSocket, SOCKET_EVENTS.CHAT_MESSAGE, (m) => m.body === 'over the socket')
    const ack = (await kimSocket.emitWithAck(SOCKET_EVENTS.CHAT_SEND, {
      toUserId: lou.id,
      clientId: clientId(),
      body: 'over the socket',
      source: 'tio-chat',
    })) as SendAck
    expect(ack).toMatchObject({ ok: true, message: { source: 'tio-chat' } })
    expect((await pushed).source).toBe('tio-chat')

    const history = (await (await server.request(`/api/chats/with/${kim.id}/messages`, { cookie: lou.cookie })).json()) as MessagesPage
    expect(history.messages.map((m) => [m.body, m.source])).toEqual([
      ['over the socket', 'tio-chat'],
      ['plain', null],
      ['Tio Chat suggested you', 'tio-chat'],
    ])

    for (const source of ['assistant', '', 42, null]) {
      const refused = await server.request(`/api/chats/with/${lou.id}/messages`, {
        method: 'POST',
        cookie: kim.cookie,
        json: { clientId: clientId(), body: `bad ${String(source)}`, source },
      })
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^source: /)
    }
    const badAck = (await kimSocket.emitWithAck(SOCKET_EVENTS.CHAT_SEND, {
      toUserId: lou.id,
      clientId: clientId(),
      body: 'bad socket',
      source: 'web',
    })) as SendAck
    expect(badAck).toMatchObject({ ok: false, code: 'bad-request' })
    const rows = await server.ctx.database.db.selectFrom('messages').select('id').where('sender_id', '=', kim.id).execute()
    expect(rows).toHaveLength(3)
  })

  it('shows a deleted account as "Deleted user" and keeps the conversation', async () => {
    const gone = await createUser(server)
    expect((await send(gone, ada, 'bye')).status).toBe(201)
    await server.ctx.database.db.deleteFrom('session').where('userId', '=', gone.id).execute()
    await server.ctx.database.db.deleteFrom('user').where('id', '=', gone.id).execute()
    const list = (await (await server.request('/api/chats', { cookie: ada.cookie })).json()) as ChatListPage
    const chat = list.chats.find((c) => c.other.id === gone.id)
    expect(chat?.other).toMatchObject({ name: 'Deleted user', deleted: true })
    expect(chat?.lastMessage?.body).toBe('bye')
  })

  it('gives a third user 403 over HTTP', async () => {
    const { message } = (await (await send(ada, bob, 'private')).json()) as { message: ChatMessage }
    const read = await server.request(`/api/chats/${message.chatId}/messages`, { cookie: eve.cookie })
    expect(read.status).toBe(403)
    expect(((await read.json()) as { error: { code: string } }).error.code).toBe('forbidden')
    expect((await server.request(`/api/chats/${message.chatId}/read`, { method: 'POST', cookie: eve.cookie })).status).toBe(403)
    expect((await server.request(`/api/chats/${message.chatId}/messages`, { cookie: bob.cookie })).status).toBe(200)
  })

  it('gives a third user 403 over the socket and answers bad payloads with an error event', async () => {
    const { message } = (await (await send(ada, bob, 'still private')).json()) as { message: ChatMessage }
    const eveSocket = await socketOf(eve)
    const refused = nextEvent<{ event: string; code: string }>(eveSocket, SOCKET_EVENTS.ERROR)
    const ack = (await eveSocket.emitWithAck(SOCKET_EVENTS.CHAT_READ, { chatId: message.chatId })) as { ok: boolean; code: string }
    expect(ack).toMatchObject({ ok: false, code: 'forbidden' })
    expect(await refused).toMatchObject({ event: SOCKET_EVENTS.CHAT_READ, code: 'forbidden' })
    const row = await server.ctx.database.db.selectFrom('messages').select('is_read').where('id', '=', message.id).executeTakeFirstOrThrow()
    expect(row.is_read).toBe(0)

    const bad = nextEvent<{ code: string; message: string }>(eveSocket, SOCKET_EVENTS.ERROR)
    eveSocket.emit(SOCKET_EVENTS.CHAT_SEND, { toUserId: ada.id, body: 'no client id' })
    expect(await bad).toMatchObject({ code: 'bad-request', message: expect.stringMatching(/clientId/) })
  })

  it('refuses a flood of socket events after a burst, in each acknowledgement, before any work (issue 6 item 6)', async () => {
    const socket = await socketOf(eve)
    const acks = await Promise.all(
      Array.from(
        { length: SOCKET_EVENT_BURST + 40 },
        () => socket.emitWithAck(SOCKET_EVENTS.CHAT_TYPING, { toUserId: ada.id }) as Promise<{ ok: boolean; code?: string }>,
      ),
    )
    expect(acks.slice(0, SOCKET_EVENT_BURST).every((a) => a.ok)).toBe(true)
    expect(acks.filter((a) => !a.ok).length).toBeGreaterThan(0)
    expect(acks.filter((a) => !a.ok).every((a) => a.code === 'rate-limited')).toBe(true)
  })

  it('relays at most TYPING_RELAY_LIMIT typing notices from one person to another, from however many sockets', async () => {
    const [fay, gil] = await Promise.all([createUser(server), createUser(server)])
    const gilSocket = await socketOf(gil)
    let relayed = 0
    gilSocket.on(SOCKET_EVENTS.CHAT_TYPING, () => relayed++)
    const faySockets = await Promise.all([socketOf(fay), socketOf(fay), socketOf(fay)])
    const acks = await Promise.all(
      faySockets.flatMap((socket) =>
        Array.from(
          { length: 20 },
          () => socket.emitWithAck(SOCKET_EVENTS.CHAT_TYPING, { toUserId: gil.id }) as Promise<{ ok: boolean; code?: string }>,
        ),
      ),
    )
    // Past the limit a notice is dropped, not refused: the page has nothing to show for it.
    expect(acks.every((a) => a.ok)).toBe(true)
    // Events reach a socket in order: once this message arrives, every notice relayed before it has.
    const arrived = nextEvent<ChatMessage>(gilSocket, SOCKET_EVENTS.CHAT_MESSAGE)
    const sent = (await faySockets[0]!.emitWithAck(SOCKET_EVENTS.CHAT_SEND, {
      toUserId: gil.id,
      clientId: clientId(),
      body: 'done',
    })) as SendAck
    expect(sent.ok).toBe(true)
    await arrived
    expect(relayed).toBe(TYPING_RELAY_LIMIT.points)
  })

  it('delivers live to both users: message with unread count, typing and read receipt over the socket', async () => {
    const [adaSocket, adaSecondTab, bobSocket, bobSecondTab] = await Promise.all([
      socketOf(ada),
      socketOf(ada),
      socketOf(bob),
      socketOf(bob),
    ])
    const body = `live ${randomUUID()}`
    const withUnread = (socket: Socket) =>
      new Promise<[ChatMessage, UnreadCountEvent | undefined]>((resolve) => {
        const handler = (message: ChatMessage, unread?: UnreadCountEvent) => {
          if (message.body !== body) return
          socket.off(SOCKET_EVENTS.CHAT_MESSAGE, handler)
          resolve([message, unread])
        }
        socket.on(SOCKET_EVENTS.CHAT_MESSAGE, handler)
      })
    const [bobGets, bobTabGets, adaTabGets] = [withUnread(bobSocket), withUnread(bobSecondTab), withUnread(adaSecondTab)]
    const adaSendingTabGot: ChatMessage[] = []
    adaSocket.on(SOCKET_EVENTS.CHAT_MESSAGE, (m: ChatMessage) => adaSendingTabGot.push(m))
    const ack = (await adaSocket.emitWithAck(SOCKET_EVENTS.CHAT_SEND, { toUserId: bob.id, clientId: clientId(), body })) as SendAck
    expect(ack.ok).toBe(true)
    if (!ack.ok) return
    const [[bobMessage, bobUnread], [bobTabMessage, bobTabUnread], [adaTabMessage, adaTabUnread]] = await Promise.all([
      bobGets,
      bobTabGets,
      adaTabGets,
    ])
    expect([bobMessage.id, bobTabMessage.id, adaTabMessage.id]).toEqual([ack.message.id, ack.message.id, ack.message.id])
    // The receiver's tabs get their unread count with the message; the sender's get no count of the receiver's.
    expect(bobUnread?.count).toBeGreaterThan(0)
    expect(bobTabUnread).toEqual(bobUnread)
    expect(adaTabUnread).toBeUndefined()

    const typing = nextEvent<TypingEvent>(adaSocket, SOCKET_EVENTS.CHAT_TYPING)
    bobSocket.emit(SOCKET_EVENTS.CHAT_TYPING, { toUserId: ada.id })
    expect(await typing).toEqual({ chatId: ack.message.chatId, fromUserId: bob.id })
    // Events reach a socket in order: by the typing event, an echo to the sending tab would have come (its ack has the message).
    expect(adaSendingTabGot.filter((m) => m.body === body)).toEqual([])

    const receipt = nextEvent<ReadReceiptEvent>(adaSocket, SOCKET_EVENTS.CHAT_READ_RECEIPT)
    const zero = nextEvent<UnreadCountEvent>(bobSocket, SOCKET_EVENTS.CHAT_UNREAD, (e) => e.count === 0)
    await bobSocket.emitWithAck(SOCKET_EVENTS.CHAT_READ, { chatId: ack.message.chatId })
    expect((await receipt).messageIds).toContain(ack.message.id)
    expect((await zero).count).toBe(0)
  })

  it('refuses blocked senders until unblocked', async () => {
    const [fay, gil] = await Promise.all([createUser(server), createUser(server)])
    expect((await server.request(`/api/blocks/${gil.id}`, { method: 'POST', cookie: fay.cookie })).status).toBe(200)
    const refused = await send(gil, fay, 'let me in')
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('blocked')
    expect((await send(fay, gil, 'nor me')).status).toBe(403)
    const gilSocket = await socketOf(gil)
    expect(await gilSocket.emitWithAck(SOCKET_EVENTS.CHAT_SEND, { toUserId: fay.id, clientId: clientId(), body: 'x' })).toMatchObject({
      ok: false,
      code: 'blocked',
    })
    expect((await server.request(`/api/blocks/${gil.id}`, { method: 'DELETE', cookie: fay.cookie })).status).toBe(200)
    expect((await send(gil, fay, 'thanks')).status).toBe(201)
  })

  it('lets a burst through and answers a flood with 429, storing nothing partial', async () => {
    const [hal, ivy] = await Promise.all([createUser(server), createUser(server)])
    const attempts = CHAT_SEND_RATE.points + 15
    const responses = await Promise.all(Array.from({ length: attempts }, (_, i) => send(hal, ivy, `flood ${i}`)))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(CHAT_SEND_RATE.points)
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - CHAT_SEND_RATE.points)
    const limited = responses.find((r) => r.status === 429)!
    expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(/too fast/)
    const rows = await server.ctx.database.db.selectFrom('messages').select('id').where('sender_id', '=', hal.id).execute()
    expect(rows).toHaveLength(CHAT_SEND_RATE.points)
  })
})
