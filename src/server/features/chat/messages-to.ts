import type { Expression, Kysely, SqlBool } from 'kysely'
import type { DB } from '../../db/schema'

// What was written to a person and how they answered: the reads the notifications feature needs of chat.

/**
 * Unread messages sent between `sentFrom` and `sentUntil`, one group per conversation and sender: the
 * newest one's time and how many (the notifications feature's unread alerts). `receiverIs` narrows the
 * receivers in the same query (notifications: listed experts), so `limit` counts only their groups.
 */
export async function unreadMessageGroups(
  db: Kysely<DB>,
  options: { sentFrom: string; sentUntil: string; limit: number; receiverIs: (receiverId: Expression<string>) => Expression<SqlBool> },
) {
  const groups = await db
    .selectFrom('messages as m')
    .select((eb) => ['m.chat_id', 'm.receiver_id', 'm.sender_id', eb.fn.max('m.created_at').as('newest'), eb.fn.countAll<number>().as('n')])
    .where('m.is_read', '=', 0)
    .where('m.created_at', '<=', options.sentUntil)
    .where('m.created_at', '>=', options.sentFrom)
    .where((eb) => options.receiverIs(eb.ref('m.receiver_id')))
    .groupBy(['m.chat_id', 'm.receiver_id', 'm.sender_id'])
    .limit(options.limit)
    .execute()
  return groups.map((g) => ({
    chatId: g.chat_id,
    receiverId: g.receiver_id,
    senderId: g.sender_id,
    newest: String(g.newest),
    count: Number(g.n),
  }))
}

/** Conversations whose last message is to this person (someone waits for their answer), newest first, and how many. */
export async function waitingConversations(db: Kysely<DB>, userId: string, limit = 10) {
  const base = db
    .selectFrom('chats as c')
    .innerJoin('messages as m', 'm.id', 'c.last_message_id')
    .where('m.receiver_id', '=', userId)
    .where((eb) => eb.or([eb('c.user_a', '=', userId), eb('c.user_b', '=', userId)]))
  const [rows, total] = await Promise.all([
    base
      .innerJoin('user as u', 'u.id', 'm.sender_id')
      .select(['u.id', 'u.name', 'm.created_at'])
      .orderBy('m.created_at', 'desc')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { total: Number(total.n), people: rows }
}

/**
 * For each conversation in which someone wrote to this person at or after `since`: when that first
 * message was sent and when this person first replied after it (null: not yet) — a response rate's data.
 */
export async function firstRepliesTo(db: Kysely<DB>, userId: string, since: string): Promise<{ asked: string; replied: string | null }[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('messages')
        .select((m) => ['chat_id', m.fn.min('created_at').as('asked')])
        .where('receiver_id', '=', userId)
        .where('created_at', '>=', since)
        .groupBy('chat_id')
        .as('a'),
    )
    .select((eb) => [
      'a.asked',
      eb
        .selectFrom('messages as r')
        .select((r) => r.fn.min('r.created_at').as('first'))
        .whereRef('r.chat_id', '=', 'a.chat_id')
        .where('r.sender_id', '=', userId)
        .whereRef('r.created_at', '>', 'a.asked')
        .as('replied'),
    ])
    .execute()
  return rows.map((row) => ({ asked: String(row.asked), replied: row.replied ? String(row.replied) : null }))
}
