import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Dialect } from '../../db/database'
import type { DB } from '../../db/schema'
import type { MessagesTable } from './chat.tables'

export type MessageRow = Selectable<MessagesTable>
/** A message to store; without chat_id when the pair's chat id is not known yet (maybe no chat yet). */
export type NewMessage = Omit<MessageRow, 'chat_id'> & { chat_id?: string }

export interface Stored {
  /** The message as stored (with its chat id) if inserted; for a retry, the row that was attempted. */
  row: MessageRow
  /** False when (sender_id, client_id) was already stored: a retry, nothing new was written. */
  inserted: boolean
  /** The receiver's unread count, read after the commit (so it includes this message). */
  receiverUnread: number
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
    .values(sorted.map(({ a, b, at }) => ({ id: randomUUID(), user_a: a, user_b: b, created_at: at, last_message_id: null, last_activity_at: at })))
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

/**
 * One transaction for a whole batch of sends: the chats of new pairs, every message (a retried clientId
 * is skipped), and each chat's latest activity moved to its newest message of the batch (never
 * backwards: another instance may commit an older batch later). Either all of it is stored or nothing is.
 */
export async function storeMessages(db: Kysely<DB>, dialect: Dialect, messages: NewMessage[]): Promise<Stored[]> {
  let rows: MessageRow[] = []
  const inserted = await db.transaction().execute(async (trx) => {
    const chatIds = await chatIdsFor(trx, messages)
    rows = messages.map((m) => ({ ...m, chat_id: m.chat_id ?? chatIds.get(pairKey(m).key)! }))
    const ids = await trx
      .insertInto('messages')
      .values(rows)
      .onConflict((oc) => oc.columns(['sender_id', 'client_id']).doNothing())
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
      // On PostgreSQL the chats are locked in id order first, so that another instance's batch touching
      // some of the same chats waits instead of deadlocking (an update alone locks in its plan's order).
      // SQLite runs one write transaction at a time.
      const postgres = dialect === 'postgres'
      await sql`
        with latest (chat_id, message_id, at) as (values ${values})
        ${postgres ? sql`, locked as (select id from chats where id in (select chat_id from latest) order by id for no key update)` : sql``}
        update chats set last_message_id = latest.message_id, last_activity_at = latest.at
        from latest ${postgres ? sql`join locked on locked.id = latest.chat_id` : sql``}
        where chats.id = latest.chat_id and chats.last_activity_at <= latest.at
      `.execute(trx)
    }
    return insertedIds
  })
  // After the commit: a count taken inside the transaction could miss another batch committing beside it.
  const receivers = [...new Set(rows.map((r) => r.receiver_id))]
  const counts = await db
    .selectFrom('messages')
    .select(['receiver_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('receiver_id', 'in', receivers)
    .where('is_read', '=', 0)
    .groupBy('receiver_id')
    .execute()
  const unreadOf = new Map(counts.map((c) => [c.receiver_id, Number(c.count)]))
  return rows.map((row) => ({ row, inserted: inserted.has(row.id), receiverUnread: unreadOf.get(row.receiver_id) ?? 0 }))
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

/** The checks before a send, for a whole batch of sends in three queries side by side. */
export async function checkSends(db: Kysely<DB>, sends: SendCheck[]): Promise<SendCheckResult[]> {
  const people = [...new Set(sends.flatMap((s) => [s.senderId, s.receiverId]))]
  const [existing, receivers, blocks] = await Promise.all([
    db
      .selectFrom('messages')
      .select(['sender_id', 'client_id'])
      // Both lists (the unique index leads with sender_id); the exact pairs are picked below.
      .where('sender_id', 'in', [...new Set(sends.map((s) => s.senderId))])
      .where('client_id', 'in', sends.map((s) => s.clientId))
      .execute(),
    db.selectFrom('user').select('id').where('id', 'in', [...new Set(sends.map((s) => s.receiverId))]).execute(),
    db.selectFrom('blocks').select(['blocker_id', 'blocked_id']).where('blocker_id', 'in', people).where('blocked_id', 'in', people).execute(),
  ])
  const stored = new Set(existing.map((m) => `${m.sender_id}:${m.client_id}`))
  const known = new Set(receivers.map((r) => r.id))
  const blocked = new Set(blocks.map((b) => `${b.blocker_id}:${b.blocked_id}`))
  return sends.map((s) => ({
    existing: stored.has(`${s.senderId}:${s.clientId}`),
    receiverExists: known.has(s.receiverId),
    blocked: blocked.has(`${s.senderId}:${s.receiverId}`) || blocked.has(`${s.receiverId}:${s.senderId}`),
  }))
}
