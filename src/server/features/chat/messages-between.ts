import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

async function messageSent(db: Kysely<DB>, senderId: string, receiverId: string, operator: '>=' | '>', time: string): Promise<boolean> {
  const message = await db
    .selectFrom('messages')
    .select('id')
    .where('sender_id', '=', senderId)
    .where('receiver_id', '=', receiverId)
    .where('created_at', operator, time)
    .executeTakeFirst()
  return Boolean(message)
}

/** True when `senderId` wrote to `receiverId` at or after `since` (a written answer's delivery). */
export const messageSentSince = (db: Kysely<DB>, senderId: string, receiverId: string, since: string) =>
  messageSent(db, senderId, receiverId, '>=', since)

/** True when `senderId` wrote to `receiverId` after `after` (an expert's reply to a Tio Chat handoff). */
export const messageSentAfter = (db: Kysely<DB>, senderId: string, receiverId: string, after: string) =>
  messageSent(db, senderId, receiverId, '>', after)

/** The last `limit` messages between the two sent at or after `since`, oldest first (a dispute's evidence). */
export async function messagesBetweenSince(db: Kysely<DB>, a: string, b: string, since: string, limit: number) {
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'sender_id', 'body', 'created_at'])
    .where((eb) =>
      eb.or([eb.and([eb('sender_id', '=', a), eb('receiver_id', '=', b)]), eb.and([eb('sender_id', '=', b), eb('receiver_id', '=', a)])]),
    )
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
  return messages.reverse().map((m) => ({ id: m.id, senderId: m.sender_id, body: m.body, createdAt: m.created_at }))
}
