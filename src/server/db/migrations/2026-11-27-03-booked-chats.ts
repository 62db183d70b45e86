import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'

/**
 * A booking now opens the conversation of its client and expert (chat's openChatForBooking); a pair who
 * booked before that and never wrote gets its conversation here, dated by its latest booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ client_id: string; expert_id: string; at: string }>`
    select client_id, expert_id, max(created_at) as at from bookings group by client_id, expert_id`.execute(db)
  const pairs = new Map<string, { a: string; b: string; at: string }>()
  for (const { client_id, expert_id, at } of rows) {
    const [a, b] = client_id < expert_id ? [client_id, expert_id] : [expert_id, client_id]
    const seen = pairs.get(`${a}:${b}`)
    if (!seen || seen.at < at) pairs.set(`${a}:${b}`, { a, b, at })
  }
  for (const { a, b, at } of pairs.values()) {
    await sql`insert into chats (id, user_a, user_b, created_at, last_message_id, last_activity_at)
      values (${randomUUID()}, ${a}, ${b}, ${at}, null, ${at}) on conflict (user_a, user_b) do nothing`.execute(db)
  }
}

// The conversations stay: they may hold messages by now.
export async function down(): Promise<void> {}
