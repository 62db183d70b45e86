import type { Kysely, Selectable } from 'kysely'
import type { Call } from '../../../shared/schemas/call'
import type {
  ChatListPage,
  ChatMessage,
  ChatSummary,
  MessageAttachment,
  MessagesPage,
  ReadReceiptEvent,
} from '../../../shared/schemas/chat'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import type { AppContext } from '../../context'
import { beyondCursor, encodeCursor, keysetPage, mergeKeyset } from '../../db/keyset'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { listFinishedCallsBetween } from '../calls'
import type { PeopleOf, PeopleService } from '../contacts'
import type { ChatsTable, MessagesTable } from './chat.tables'
import { MESSAGES } from '../../../shared/messages'

const PAGE_SIZE = 30

function attachmentOf(row: Selectable<MessagesTable>): MessageAttachment | null {
  if (!row.attachment_name || !row.attachment_type) return null
  return {
    url: row.attachment_id ? `/api/files/${row.attachment_id}` : null,
    name: row.attachment_name,
    size: Number(row.attachment_size ?? 0),
    contentType: row.attachment_type,
  }
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
    attachment: attachmentOf(row),
    cursor: encodeCursor(row.created_at, row.id),
  }
}

export const pair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a])
const otherOf = (chat: Pick<ChatsTable, 'user_a' | 'user_b'>, userId: string) => (chat.user_a === userId ? chat.user_b : chat.user_a)

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
  if (before) query = query.where(beyondCursor(before, 'created_at', 'id', 'older'))
  if (after) query = query.where(beyondCursor(after, 'created_at', 'id', 'newer'))
  const { page, nextCursor } = keysetPage(await query.execute(), limit, (r) => [r.created_at, r.id])
  const messages = page.map(toChatMessage)
  return { messages: forward ? messages.reverse() : messages, nextCursor }
}

/**
 * The conversation with one person: its messages and the calls between the two (issue 22 item 1), one
 * timeline paged by one (time, id) cursor over both, `limit` entries a page in all.
 */
export async function getMessagesWith(
  db: Kysely<DB>,
  people: PeopleService,
  viewerId: string,
  otherId: string,
  options: { before?: string; after?: string; limit?: number },
  now = new Date(),
): Promise<MessagesPage> {
  const chat = await findChatBetween(db, viewerId, otherId)
  const other = await people.personOf(db, otherId)
  if (!chat && other.deleted) throw new ApiError(404, 'not-found', MESSAGES.noSuchUser)
  const limit = options.limit ?? PAGE_SIZE
  const direction = options.after ? 'newer' : 'older'
  const [{ messages }, calls] = await Promise.all([
    chat ? listMessages(db, chat.id, { ...options, limit: limit + 1 }) : { messages: [] },
    listFinishedCallsBetween(db, people.peopleOf, viewerId, otherId, { ...options, limit: limit + 1 }, now),
  ])
  type Entry = { at: string; id: string; message?: ChatMessage; call?: Call }
  // listMessages answers newest first in both directions; the merge needs each list in paging order.
  const inOrder = direction === 'newer' ? [...messages].reverse() : messages
  const merged = mergeKeyset<Entry>(
    inOrder.map((m) => ({ at: m.createdAt, id: m.id, message: m })),
    calls.map((c) => ({ at: c.createdAt, id: c.id, call: c })),
    (e) => [e.at, e.id],
    direction,
  )
  const { page, nextCursor } = keysetPage(merged, limit, (e) => [e.at, e.id])
  const newestFirst = direction === 'newer' ? page.reverse() : page
  return {
    chatId: chat?.id ?? null,
    other,
    messages: newestFirst.flatMap((e) => (e.message ? [e.message] : [])),
    calls: newestFirst.flatMap((e) => (e.call ? [e.call] : [])),
    nextCursor,
  }
}

/** The user's conversations, latest activity first, with the other person, last message and unread count. */
export async function listChats(
  db: Kysely<DB>,
  peopleOf: PeopleOf,
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
  if (cursor) query = query.where(beyondCursor(cursor, 'last_activity_at', 'id'))
  const { page, nextCursor } = keysetPage(await query.execute(), limit, (c) => [c.last_activity_at, c.id])
  if (page.length === 0) return { chats: [], nextCursor: null }
  const chatIds = page.map((c) => c.id)
  const lastIds = page.map((c) => c.last_message_id).filter((id): id is string => Boolean(id))
  const [people, lastMessages, unread] = await Promise.all([
    peopleOf(
      db,
      page.map((c) => otherOf(c, userId)),
    ),
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
  return { chats, nextCursor }
}

export async function announceUnread(ctx: AppContext, userId: string): Promise<void> {
  ctx.emitToUser(userId, SOCKET_EVENTS.CHAT_UNREAD, { count: await countUnread(ctx.database.db, userId) })
}

export async function readChat(ctx: AppContext, chat: Selectable<ChatsTable>, readerId: string): Promise<ReadReceiptEvent | null> {
  const receipt = await markChatRead(ctx.database.db, chat.id, readerId)
  if (receipt) {
    ctx.emitToUser([otherOf(chat, readerId), readerId], SOCKET_EVENTS.CHAT_READ_RECEIPT, receipt)
    await announceUnread(ctx, readerId)
  }
  return receipt
}

/**
 * Account deletion (a hook of account-deletion.ts): the files the person sent are deleted with the
 * account; their messages keep the file's name and size but no longer point at it.
 */
export async function forgetSentAttachments(trx: Kysely<DB>, senderId: string): Promise<void> {
  await trx
    .updateTable('messages')
    .set({ attachment_id: null })
    .where('sender_id', '=', senderId)
    .where('attachment_id', 'is not', null)
    .execute()
}

/**
 * Account deletion (issue 18 finding 6): what the person wrote leaves with them. Each message they sent
 * keeps its place (the other person's replies still read in order) with its text replaced by a notice.
 */
export async function eraseSentMessages(trx: Kysely<DB>, senderId: string): Promise<void> {
  await trx
    .updateTable('messages')
    .set({ body: MESSAGES.messageRemovedWithAccount, source: null })
    .where('sender_id', '=', senderId)
    .execute()
}

/**
 * The answerer replied in Tio's chat: wrote to the asker after the asker's first message to them (a
 * rating needs it). A one-way message is free to send, so it proves nothing.
 */
export async function repliedInChat(db: Kysely<DB>, askerId: string, answererId: string): Promise<boolean> {
  const asked = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.min('created_at').as('first'))
    .where('sender_id', '=', askerId)
    .where('receiver_id', '=', answererId)
    .executeTakeFirst()
  if (!asked?.first) return false
  const answered = await db
    .selectFrom('messages')
    .select('id')
    .where('sender_id', '=', answererId)
    .where('receiver_id', '=', askerId)
    .where('created_at', '>', String(asked.first))
    .limit(1)
    .executeTakeFirst()
  return Boolean(answered)
}
