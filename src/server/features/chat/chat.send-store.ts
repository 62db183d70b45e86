import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Dialect } from '../../db/database'
import type { DB } from '../../db/schema'
import { blockedEitherWay } from '../contacts'
import type { MessagesTable } from './chat.tables'
import { inTransaction } from '../../db/transaction'

export type MessageRow = Selectable<MessagesTable>
export type AttachmentColumns = Pick<MessageRow, 'attachment_id' | 'attachment_name' | 'attachment_type' | 'attachment_size'>
export const NO_ATTACHMENT: AttachmentColumns = { attachment_id: null, attachment_name: null, attachment_type: null, attachment_size: null }

/** A message to store; without chat_id when the pair's chat id is not known yet (maybe no chat yet). */
export type NewMessage = Omit<MessageRow, 'chat_id'> & { chat_id?: string }

export interface Stored {
  /** The message as stored (with its chat id) if inserted; for a retry, the row that was attempted. */
  row: MessageRow
  /** False when (sender_id, client_id) was already stored (a retry) or its attachment was taken: nothing new was written. */
  inserted: boolean
  /** The receiver's unread count, read after the commit (so it includes this message). */
  receiverUnread: number
  /** The receiver has a browser subscribed to push notifications. */
  receiverSubscribed: boolean
}

const pairKey = (row: Pick<MessageRow, 'sender_id' | 'receiver_id'>) => {
  const [a, b] = row.sender_id < row.receiver_id ? [row.sender_id, row.receiver_id] : [row.receiver_id, row.sender_id]
  return { a, b, key: `${a}:${b}` }
}

/** The chat of each pair, created if there is none; in pair order, so two instances never wait on each other in a circle. */
async function chatIdsFor(trx: Kysely<DB>, rows: NewMessage[]): Promise<Map<string, string>> {
  // A new chat starts at its first message, so moving its latest activity to its newest one is never backwards.
  const pairs = new Map<string, ReturnType<typeof pairKey> & { at: string }>()
  for (const row of rows) {
    if (row.chat_id) continue
    const p = pairKey(row)
    const seen = pairs.get(p.key)
    if (!seen || row.created_at < seen.at) pairs.set(p.key, { ...p, at: row.created_at })
  }
  const chatIds = new Map<string, string>()
  if (pairs.size === 0) return chatIds
  const sorted = [...pairs.values()].sort((x, y) => (x.key < y.key ? -1 : 1))
  await trx
    .insertInto('chats')
    .values(
      sorted.map(({ a, b, at }) => ({
        id: randomUUID(),
        user_a: a,
        user_b: b,
        created_at: at,
        last_message_id: null,
        last_activity_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
    .execute()
  const found = await trx
    .selectFrom('chats')
    .select(['id', 'user_a', 'user_b'])
    .where((eb) => eb.or(sorted.map(({ a, b }) => eb.and([eb('user_a', '=', a), eb('user_b', '=', b)]))))
    .execute()
  for (const chat of found) chatIds.set(`${chat.user_a}:${chat.user_b}`, chat.id)
  return chatIds
}

const MESSAGE_COLUMNS = [
  'id',
  'chat_id',
  'client_id',
  'sender_id',
  'receiver_id',
  'body',
  'created_at',
  'is_read',
  'read_at',
  'source',
  'attachment_id',
  'attachment_name',
  'attachment_type',
  'attachment_size',
] as const

// A row that conflicts on any unique key is skipped, never failing the batch: a retried clientId, or
// an attachment another message took first (its sender is told; see chat.send.ts).

/**
 * PostgreSQL: one statement inserts the messages (a retried clientId is skipped) and moves each chat's
 * latest activity to its newest inserted message. The chats are locked in id order first, so that another
 * instance's batch touching some of the same chats waits instead of deadlocking (an update alone locks
 * in its plan's order).
 */
async function insertMessagesPostgres(db: Kysely<DB>, rows: MessageRow[]): Promise<Set<string>> {
  const values = sql.join(rows.map((row) => sql`(${sql.join(MESSAGE_COLUMNS.map((column) => row[column]))})`))
  // The batch's chats as one array: the planner then reads them through the primary key (a join with the
  // inserted rows, whose count it cannot know, may scan the whole table).
  const chatIds = [...new Set(rows.map((row) => row.chat_id))]
  const result = await sql<{ id: string }>`
    with inserted as (
      insert into messages (${sql.join(MESSAGE_COLUMNS.map((column) => sql.ref(column)))}) values ${values}
      on conflict do nothing
      returning id, chat_id, created_at
    ),
    latest as (select distinct on (chat_id) chat_id, id, created_at from inserted order by chat_id, created_at desc, id desc),
    locked as (select id from chats where id = any(${chatIds}::text[]) order by id for no key update),
    touched as (
      update chats set last_message_id = latest.id, last_activity_at = latest.created_at
      from latest join locked on locked.id = latest.chat_id
      where chats.id = any(${chatIds}::text[]) and chats.id = latest.chat_id and chats.last_activity_at <= latest.created_at
    )
    select id from inserted
  `.execute(db)
  return new Set(result.rows.map((r) => r.id))
}

/** SQLite (no writes inside WITH; one write transaction at a time): the insert, then the chats' latest activity. */
async function insertMessagesSqlite(trx: Kysely<DB>, rows: MessageRow[]): Promise<Set<string>> {
  const ids = await trx
    .insertInto('messages')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute()
  const insertedIds = new Set(ids.map((r) => r.id))
  const latest = new Map<string, MessageRow>()
  for (const row of rows) {
    if (!insertedIds.has(row.id)) continue
    const seen = latest.get(row.chat_id)
    if (!seen || seen.created_at < row.created_at || (seen.created_at === row.created_at && seen.id < row.id)) latest.set(row.chat_id, row)
  }
  if (latest.size > 0) {
    const values = sql.join([...latest.values()].map((m) => sql`(${m.chat_id}, ${m.id}, ${m.created_at})`))
    await sql`
      with latest (chat_id, message_id, at) as (values ${values})
      update chats set last_message_id = latest.message_id, last_activity_at = latest.at
      from latest where chats.id = latest.chat_id and chats.last_activity_at <= latest.at
    `.execute(trx)
  }
  return insertedIds
}

/**
 * A whole batch of sends, all or nothing: the chats of new pairs, every message (a retried clientId is
 * skipped), and each chat's latest activity moved to its newest message of the batch (never backwards:
 * another instance may commit an older batch later). On PostgreSQL a batch whose chats are all known is
 * one statement; otherwise it is one transaction.
 */
export async function storeMessages(
  db: Kysely<DB>,
  dialect: Dialect,
  messages: NewMessage[],
  subscribersAmong: (userIds: readonly string[]) => Promise<Set<string>>,
): Promise<Stored[]> {
  let rows: MessageRow[] = []
  const write = async (trx: Kysely<DB>) => {
    const chatIds = await chatIdsFor(trx, messages)
    rows = messages.map((m) => ({ ...m, chat_id: m.chat_id ?? chatIds.get(pairKey(m).key)! }))
    return dialect === 'postgres' ? insertMessagesPostgres(trx, rows) : insertMessagesSqlite(trx, rows)
  }
  const oneStatement = dialect === 'postgres' && messages.every((m) => m.chat_id)
  const inserted = oneStatement ? await write(db) : await inTransaction(db, write)
  // After the commit: a count taken inside the transaction could miss another batch committing beside it.
  // Beside it, the push feature tells which receivers have browsers to notify.
  const receivers = [...new Set(rows.map((r) => r.receiver_id))]
  const [unread, subscribed] = await Promise.all([
    db
      .selectFrom('messages')
      .select(['receiver_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('receiver_id', 'in', receivers)
      .where('is_read', '=', 0)
      .groupBy('receiver_id')
      .execute(),
    subscribersAmong(receivers),
  ])
  const unreadOf = new Map(unread.map(({ receiver_id, count }) => [receiver_id, Number(count)]))
  return rows.map((row) => ({
    row,
    inserted: inserted.has(row.id),
    receiverUnread: unreadOf.get(row.receiver_id) ?? 0,
    receiverSubscribed: subscribed.has(row.receiver_id),
  }))
}

export interface SendCheck {
  senderId: string
  receiverId: string
  clientId: string
}

export interface SendCheckResult {
  /** This (sender, clientId) is already stored: a retry. */
  existing: boolean
  receiverExists: boolean
  /** Either of the two blocked the other. */
  blocked: boolean
}

/** The checks before a send, for a whole batch of sends in two queries at once (the block check is the contacts feature's). */
export async function checkSends(db: Kysely<DB>, sends: SendCheck[]): Promise<SendCheckResult[]> {
  // The exact (sender, clientId) pairs, each looked up in the unique index (two IN lists would make it
  // try every sender with every clientId: quadratic in the batch, and a table scan for a large batch).
  const pairs = sql.join(sends.map((s) => sql`(${s.senderId}, ${s.clientId})`))
  const [found, blocked] = await Promise.all([
    db
      .selectFrom('messages')
      .innerJoin(sql<{ column1: string; column2: string }>`(values ${pairs})`.as('sent'), (join) =>
        join.onRef('messages.sender_id', '=', 'sent.column1').onRef('messages.client_id', '=', 'sent.column2'),
      )
      .select([sql<string>`'stored'`.as('kind'), 'sender_id as a', 'client_id as b'])
      .unionAll(
        db
          .selectFrom('user')
          .select([sql<string>`'user'`.as('kind'), 'id as a', 'id as b'])
          .where('id', 'in', [...new Set(sends.map((s) => s.receiverId))]),
      )
      .execute(),
    blockedEitherWay(
      db,
      sends.map((s) => [s.senderId, s.receiverId] as const),
    ),
  ])
  const stored = new Set<string>()
  const known = new Set<string>()
  for (const { kind, a, b } of found) {
    if (kind === 'user') known.add(a)
    else stored.add(`${a}:${b}`)
  }
  return sends.map((s, i) => ({
    existing: stored.has(`${s.senderId}:${s.clientId}`),
    receiverExists: known.has(s.receiverId),
    blocked: blocked[i]!,
  }))
}
