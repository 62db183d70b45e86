import { sql, type Kysely, type Selectable } from 'kysely'
import type { DB } from '../../db/schema'
import type { MessagesTable } from './chat.tables'

export type MessageRow = Selectable<MessagesTable>

export interface Stored {
  /** False when (sender_id, client_id) was already stored: a retry, nothing new was written. */
  inserted: boolean
  /** The receiver's unread count, read after the commit (so it includes this message). */
  receiverUnread: number
}

/**
 * One transaction for a whole batch of sends: every message (a retried clientId is skipped), and each
 * chat's latest activity moved to its newest message of the batch (never backwards: another instance
 * may commit an older batch later). Either all of it is stored or nothing is.
 */
export async function storeMessages(db: Kysely<DB>, rows: MessageRow[]): Promise<Stored[]> {
  const inserted = await db.transaction().execute(async (trx) => {
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
      await sql`
        with latest (chat_id, message_id, at) as (values ${values})
        update chats set last_message_id = latest.message_id, last_activity_at = latest.at
        from latest where chats.id = latest.chat_id and chats.last_activity_at <= latest.at
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
  return rows.map((row) => ({ inserted: inserted.has(row.id), receiverUnread: unreadOf.get(row.receiver_id) ?? 0 }))
}
