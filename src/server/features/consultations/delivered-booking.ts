import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/** A booking whose consultation took place: the expert delivered it (then it was confirmed, released or disputed). */
const DELIVERED_STATUSES = ['delivered', 'completed', 'disputed']

/** The id of the client's latest delivered booking with the expert, else null (ratings, issue 23 item 7). */
export async function deliveredBookingBetween(db: Kysely<DB>, clientId: string, expertId: string): Promise<string | null> {
  const booking = await db
    .selectFrom('bookings')
    .select('id')
    .where('client_id', '=', clientId)
    .where('expert_id', '=', expertId)
    .where('status', 'in', DELIVERED_STATUSES)
    .where('delivered_at', 'is not', null)
    .orderBy('delivered_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return booking?.id ?? null
}
