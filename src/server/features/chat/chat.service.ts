import { randomBytes, randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { ChatListPage, ChatMessage, ChatSummary, MessageSource, MessagesPage, ReadReceiptEvent } from '../../../shared/schemas/chat'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { createRateLimit, type RateLimit } from '../../http/rate-limit'
import { getPeople, getPerson } from '../contacts/contacts.service'
import { pushNewMessage } from '../push/push.service'
import type { ChatsTable, MessagesTable } from './chat.tables'

/** A burst of this many sends per window is fine; more gets 429 and stores nothing. */
export const CHAT_SEND_RATE = { points: 30, windowSeconds: 10 }
const PAGE_SIZE = 30

const limiters = new WeakMap<AppContext, RateLimit>()
export function sendRateLimit(ctx: AppContext): RateLimit {
  let limit = limiters.get(ctx)
  if (!limit) {
    limit = createRateLimit(ctx.config, { name: 'chat-send', ...CHAT_SEND_RATE })
    limiters.set(ctx, limit)
  }
  return limit
}

let lastMs = 0
let sequence = 0

/**
 * A UUIDv7 (time-ordered, unguessable) and its creation time. Within one process ids only grow, even
 * inside one millisecond (a 12-bit sequence), so (created_at, id) orders messages as they were sent.
 */
export function nextMessageStamp(): { id: string; createdAt: string } {
  let ms = Date.now()
  if (ms <= lastMs) {
    ms = lastMs
    sequence++
    if (sequence > 0xfff) {
      ms++
      sequence = 0
    }
  } else {
    sequence = 0
  }
  lastMs = ms
  const bytes = randomBytes(16)
  const big = BigInt(ms)
  for (let i = 0; i < 6; i++) bytes[i] = Number((big >> BigInt(8 * (5 - i))) & 0xffn)
  bytes[6] = 0x70 | (sequence >> 8)
  bytes[7] = sequence & 0xff
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  return { id, createdAt: new Date(ms).toISOString() }
}

const encodeCursor = (createdAt: string, id: string) => Buffer.from(`${createdAt}\n${id}`).toString('base64url')
function decodeCursor(cursor: string): [string, string] {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString().split('\n')
  if (!createdAt || !id) throw new ApiError(400, 'bad-request', 'cursor: not a cursor from a previous page')
  return [createdAt, id]
}

export function toChatMessage(row: Selectable<MessagesTable>): ChatMessage {
  return {
    id: row.id,
    chatId: row.chat_id,
    clientId: row.client_id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    body: row.body,
    createdAt: row.created_at,
    isRead: row.is_read === 1,
    readAt: row.read_at,
    source: row.source === 'tio-chat' ? 'tio-chat' : null,
    cursor: encodeCursor(row.created_at, row.id),
  }
}

const pair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a])
const otherOf = (chat: Pick<ChatsTable, 'user_a' | 'user_b'>, userId: string) =>
  chat.user_a === userId ? chat.user_b : chat.user_a

export async function findChatBetween(db: Kysely<DB>, a: string, b: string) {
  const [userA, userB] = pair(a, b)
  return db.selectFrom('chats').selectAll().where('user_a', '=', userA).where('user_b', '=', userB).executeTakeFirst()
}

/** The chat if the user is one of its two participants: 404 when there is none, 403 for anyone else. */
export async function requireParticipant(db: Kysely<DB>, chatId: string, userId: string) {
  const chat = await db.selectFrom('chats').selectAll().where('id', '=', chatId).executeTakeFirst()
  if (!chat) throw new ApiError(404, 'not-found', 'No such conversation.')
  if (chat.user_a !== userId && chat.user_b !== userId) {
    throw new ApiError(403, 'forbidden', 'Only the two people in a conversation can read or write it.')
  }
  return chat
}

// A pair's chat id never changes once created: remember it (bounded) to save a query per message.
const chatIdCaches = new WeakMap<Kysely<DB>, Map<string, string>>()
const CHAT_ID_CACHE_SIZE = 50_000

async function getOrCreateChatId(db: Kysely<DB>, a: string, b: string): Promise<string> {
  const [userA, userB] = pair(a, b)
  const key = `${userA}:${userB}`
  let chatIds = chatIdCaches.get(db)
  if (!chatIds) chatIdCaches.set(db, (chatIds = new Map()))
  const cached = chatIds.get(key)
  if (cached) return cached
  const now = new Date().toISOString()
  await db
    .insertInto('chats')
    .values({ id: randomUUID(), user_a: userA, user_b: userB, created_at: now, last_message_id: null, last_activity_at: now })
    .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
    .execute()
  const chat = await db.selectFrom('chats').select('id').where('user_a', '=', userA).where('user_b', '=', userB).executeTakeFirstOrThrow()
  if (chatIds.size >= CHAT_ID_CACHE_SIZE) chatIds.clear()
  chatIds.set(key, chat.id)
  return chat.id
}

export interface SendResult {
  message: ChatMessage
  /** True when this clientId was already stored (a retry): nothing new was written. */
  duplicate: boolean
  /** The receiver's unread count right after this message, when it was cheap to get. */
  receiverUnread?: number
}

async function findByClientId(db: Kysely<DB>, senderId: string, clientId: string) {
  return db.selectFrom('messages').selectAll().where('sender_id', '=', senderId).where('client_id', '=', clientId).executeTakeFirst()
}

/**
 * Stores a message once per (sender, clientId) and returns it after the commit. Refuses: yourself,
 * unknown or blocked receivers, and floods (429, before anything is written).
 */
export async function sendMessage(
  ctx: AppContext,
  input: { senderId: string; receiverId: string; clientId: string; body: string; source?: MessageSource | null },
): Promise<SendResult> {
  const { db, dialect } = ctx.database
  const { senderId, receiverId, clientId, body } = input
  const source = input.source ?? null
  if (senderId === receiverId) throw new ApiError(400, 'cannot-message-self', 'You cannot message yourself.')

  // One round trip for every check: already stored (a retry), the receiver exists, nobody blocked.
  const checks = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('messages').select('id').where('sender_id', '=', senderId).where('client_id', '=', clientId).as('existing'),
      eb.selectFrom('user').select('id').where('id', '=', receiverId).as('receiver'),
      eb
        .selectFrom('blocks')
        .select('blocker_id')
        .where((w) =>
          w.or([
            w.and([w('blocker_id', '=', senderId), w('blocked_id', '=', receiverId)]),
            w.and([w('blocker_id', '=', receiverId), w('blocked_id', '=', senderId)]),
          ]),
        )
        .limit(1)
        .as('blocker'),
    ])
    .executeTakeFirstOrThrow()
  if (checks.existing) {
    const existing = await findByClientId(db, senderId, clientId)
    if (existing) return { message: toChatMessage(checkSameConversation(existing, receiverId)), duplicate: true }
  }
  if (!checks.receiver) throw new ApiError(404, 'not-found', 'No such user.')
  if (checks.blocker) throw new ApiError(403, 'blocked', 'You cannot message or connect with this person.')
  if (!(await sendRateLimit(ctx).consume(senderId))) {
    throw new ApiError(429, 'rate-limited', 'You are sending messages too fast. Please wait a moment and try again.')
  }

  const chatId = await getOrCreateChatId(db, senderId, receiverId)
  const { id, createdAt } = nextMessageStamp()
  const values = {
    id,
    chat_id: chatId,
    client_id: clientId,
    sender_id: senderId,
    receiver_id: receiverId,
    body,
    created_at: createdAt,
    is_read: 0,
    read_at: null,
    source,
  }
  let inserted: { row: Selectable<MessagesTable>; unread?: number } | undefined
  if (dialect === 'postgres') {
    // One statement (so one round trip, atomic): insert, move the chat's latest activity, count unread.
    const result = await sql<Selectable<MessagesTable> & { unread: number }>`
      with m as (
        insert into messages (id, chat_id, client_id, sender_id, receiver_id, body, created_at, is_read, read_at, source)
        values (${id}, ${chatId}, ${clientId}, ${senderId}, ${receiverId}, ${body}, ${createdAt}, 0, null, ${source})
        on conflict (sender_id, client_id) do nothing
        returning *
      ), touched as (
        update chats set last_message_id = m.id, last_activity_at = m.created_at from m where chats.id = m.chat_id
      )
      select m.*, (select count(*)::int from messages where receiver_id = ${receiverId} and is_read = 0) + 1 as unread from m
    `.execute(db)
    const first = result.rows[0]
    if (first) {
      const { unread, ...row } = first
      inserted = { row, unread }
    }
  } else {
    inserted = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('messages')
        .values(values)
        .onConflict((oc) => oc.columns(['sender_id', 'client_id']).doNothing())
        .returningAll()
        .executeTakeFirst()
      if (!row) return undefined
      await trx.updateTable('chats').set({ last_message_id: id, last_activity_at: createdAt }).where('id', '=', chatId).execute()
      return { row }
    })
  }
  if (inserted) return { message: toChatMessage(inserted.row), duplicate: false, receiverUnread: inserted.unread }
  // A concurrent retry with the same clientId won the insert.
  const winner = await findByClientId(db, senderId, clientId)
  if (!winner) throw new Error('message vanished after a conflicting insert')
  return { message: toChatMessage(checkSameConversation(winner, receiverId)), duplicate: true }
}

function checkSameConversation(row: Selectable<MessagesTable>, receiverId: string) {
  if (row.receiver_id !== receiverId) {
    throw new ApiError(409, 'client-id-reused', 'clientId was already used for another message: generate a new one.')
  }
  return row
}

export async function countUnread(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('receiver_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** Marks every message addressed to the reader in the chat as read; returns the receipt (null if nothing changed). */
export async function markChatRead(db: Kysely<DB>, chatId: string, readerId: string): Promise<ReadReceiptEvent | null> {
  const readAt = new Date().toISOString()
  const rows = await db
    .updateTable('messages')
    .set({ is_read: 1, read_at: readAt })
    .where('chat_id', '=', chatId)
    .where('receiver_id', '=', readerId)
    .where('is_read', '=', 0)
    .returning('id')
    .execute()
  if (rows.length === 0) return null
  return { chatId, readerId, readAt, messageIds: rows.map((r) => r.id) }
}

/**
 * History, newest first. `before` pages back in time; `after` returns the `limit` messages that came
 * right after the cursor (catch-up after a reconnect), with nextCursor to continue forward.
 */
export async function listMessages(
  db: Kysely<DB>,
  chatId: string,
  { before, after, limit = PAGE_SIZE }: { before?: string; after?: string; limit?: number },
): Promise<{ messages: ChatMessage[]; nextCursor: string | null }> {
  const forward = Boolean(after)
  let query = db
    .selectFrom('messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .orderBy('created_at', forward ? 'asc' : 'desc')
    .orderBy('id', forward ? 'asc' : 'desc')
    .limit(limit + 1)
  if (before) {
    const [createdAt, id] = decodeCursor(before)
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]),
    )
  }
  if (after) {
    const [createdAt, id] = decodeCursor(after)
    query = query.where((eb) =>
      eb.or([eb('created_at', '>', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '>', id)])]),
    )
  }
  const rows = await query.execute()
  const page = rows.slice(0, limit).map(toChatMessage)
  const nextCursor = rows.length > limit ? (page.at(-1)?.cursor ?? null) : null
  return { messages: forward ? page.reverse() : page, nextCursor }
}

export async function getMessagesWith(
  db: Kysely<DB>,
  viewerId: string,
  otherId: string,
  options: { before?: string; after?: string; limit?: number },
): Promise<MessagesPage> {
  const chat = await findChatBetween(db, viewerId, otherId)
  const other = await getPerson(db, otherId)
  if (!chat) {
    if (other.deleted) throw new ApiError(404, 'not-found', 'No such user.')
    return { chatId: null, other, messages: [], nextCursor: null }
  }
  return { chatId: chat.id, other, ...(await listMessages(db, chat.id, options)) }
}

/** The user's conversations, latest activity first, with the other person, last message and unread count. */
export async function listChats(
  db: Kysely<DB>,
  userId: string,
  { cursor, limit = 30 }: { cursor?: string; limit?: number },
): Promise<ChatListPage> {
  let query = db
    .selectFrom('chats')
    .selectAll()
    .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]))
    .orderBy('last_activity_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
  if (cursor) {
    const [at, id] = decodeCursor(cursor)
    query = query.where((eb) =>
      eb.or([eb('last_activity_at', '<', at), eb.and([eb('last_activity_at', '=', at), eb('id', '<', id)])]),
    )
  }
  const rows = await query.execute()
  const page = rows.slice(0, limit)
  if (page.length === 0) return { chats: [], nextCursor: null }
  const chatIds = page.map((c) => c.id)
  const lastIds = page.map((c) => c.last_message_id).filter((id): id is string => Boolean(id))
  const [people, lastMessages, unread] = await Promise.all([
    getPeople(db, page.map((c) => otherOf(c, userId))),
    lastIds.length ? db.selectFrom('messages').selectAll().where('id', 'in', lastIds).execute() : Promise.resolve([]),
    db
      .selectFrom('messages')
      .select(['chat_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('receiver_id', '=', userId)
      .where('is_read', '=', 0)
      .where('chat_id', 'in', chatIds)
      .groupBy('chat_id')
      .execute(),
  ])
  const lastOf = new Map(lastMessages.map((m) => [m.id, toChatMessage(m)]))
  const unreadOf = new Map(unread.map((u) => [u.chat_id, Number(u.count)]))
  const chats: ChatSummary[] = page.map((c) => ({
    chatId: c.id,
    other: people.get(otherOf(c, userId))!,
    lastMessage: c.last_message_id ? (lastOf.get(c.last_message_id) ?? null) : null,
    unreadCount: unreadOf.get(c.id) ?? 0,
    lastActivityAt: c.last_activity_at,
  }))
  const last = page.at(-1)
  return { chats, nextCursor: rows.length > limit && last ? encodeCursor(last.last_activity_at, last.id) : null }
}

/** After a commit: the message to both users' tabs, the receiver's new unread count, a push (not for retries). */
export async function announceMessage(
  ctx: AppContext,
  { message, receiverUnread, duplicate }: Pick<SendResult, 'message' | 'receiverUnread'> & { duplicate?: boolean },
): Promise<void> {
  if (!duplicate) pushNewMessage(ctx, message)
  ctx.emitToUser(message.senderId, SOCKET_EVENTS.CHAT_MESSAGE, message)
  ctx.emitToUser(message.receiverId, SOCKET_EVENTS.CHAT_MESSAGE, message)
  if (receiverUnread !== undefined) ctx.emitToUser(message.receiverId, SOCKET_EVENTS.CHAT_UNREAD, { count: receiverUnread })
  else await announceUnread(ctx, message.receiverId)
}

export async function announceUnread(ctx: AppContext, userId: string): Promise<void> {
  ctx.emitToUser(userId, SOCKET_EVENTS.CHAT_UNREAD, { count: await countUnread(ctx.database.db, userId) })
}

export async function readChat(ctx: AppContext, chat: Selectable<ChatsTable>, readerId: string): Promise<ReadReceiptEvent | null> {
  const receipt = await markChatRead(ctx.database.db, chat.id, readerId)
  if (receipt) {
    ctx.emitToUser(otherOf(chat, readerId), SOCKET_EVENTS.CHAT_READ_RECEIPT, receipt)
    ctx.emitToUser(readerId, SOCKET_EVENTS.CHAT_READ_RECEIPT, receipt)
    await announceUnread(ctx, readerId)
  }
  return receipt
}
