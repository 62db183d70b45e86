import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/** The notifications feature's reads and claims of new bookings to tell their experts of. */

/** Up to `limit` bookings the expert has not been told of yet, oldest first. */
export async function bookingsNotNotified(db: Kysely<DB>, limit: number) {
  return db.selectFrom('bookings').selectAll().where('expert_notified_at', 'is', null).orderBy('created_at').limit(limit).execute()
}

/**
 * Claims telling the expert of a new booking: a compare-and-set on expert_notified_at, so with several
 * instances one tells. Answers whether this caller got it.
 */
export async function claimNewBookingNotice(db: Kysely<DB>, bookingId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('bookings')
    .set({ expert_notified_at: now.toISOString() })
    .where('id', '=', bookingId)
    .where('expert_notified_at', 'is', null)
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) > 0
}
