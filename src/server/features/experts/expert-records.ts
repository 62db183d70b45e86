import { BUS_EVENTS } from '../../../shared/bus-events'
import type { Kysely, Updateable } from 'kysely'
import type { AppContext } from '../../context'
import type { Dialect } from '../../db/database'
import type { ExpertApplicationsTable } from '../../db/core.tables'
import type { DB } from '../../db/schema'

/**
 * What other features change on an expert's record. The experts feature alone writes
 * expert_applications (eslint-rules/table-owners.js), and each change is announced as experts.changed
 * (search's index on every instance and the assistant hear it). A write made in the caller's
 * transaction is announced by the caller once it commits, with announceExpertsChanged.
 */

export async function announceExpertsChanged(ctx: Pick<AppContext, 'bus'>, userIds: Iterable<string>): Promise<void> {
  for (const userId of new Set(userIds)) await ctx.bus.publish(BUS_EVENTS.EXPERTS_CHANGED, { userId })
}

/** Ratings: the expert's mean rating and number of ratings, in the rating's transaction. */
export async function setRatingSummary(trx: Kysely<DB>, expertId: string, summary: { rating: number; ratingCount: number }): Promise<void> {
  await trx
    .updateTable('expert_applications')
    .set({ rating: summary.rating, rating_count: summary.ratingCount })
    .where('user_id', '=', expertId)
    .execute()
}

export type AccountDetails = Pick<
  Updateable<ExpertApplicationsTable>,
  'first_name' | 'last_name' | 'display_name' | 'photo_url' | 'custom_url' | 'updated_at'
>

/** Profiles: the names, photo and custom URL every record of the account shows, in the settings' transaction. */
export async function setAccountDetails(trx: Kysely<DB>, userId: string, details: AccountDetails): Promise<void> {
  await trx.updateTable('expert_applications').set(details).where('user_id', '=', userId).execute()
}

/**
 * Ratings: locks these experts' records until the caller's transaction commits (PostgreSQL; SQLite runs
 * one write transaction at a time), so two concurrent ratings cannot both compute the mean without the other's star.
 */
export async function lockExpertRecords(trx: Kysely<DB>, dialect: Dialect, userIds: string[]): Promise<void> {
  if (dialect !== 'postgres' || userIds.length === 0) return
  await trx.selectFrom('expert_applications').select('user_id').where('user_id', 'in', userIds).orderBy('user_id').forUpdate().execute()
}

/**
 * Notifications: approved experts whose response rate was last checked at or before `checkedBy` (or
 * never), or only `onlyUserId`; with the check time to claim them by (claimResponseChecks).
 */
export async function responseChecksDue(db: Kysely<DB>, options: { checkedBy: string; onlyUserId?: string; limit: number }) {
  let query = db
    .selectFrom('expert_applications')
    .select(['user_id', 'response_checked_at', 'measured_response_rate'])
    .where('approved', '=', 1)
  query =
    options.onlyUserId !== undefined
      ? query.where('user_id', '=', options.onlyUserId)
      : query.where((eb) => eb.or([eb('response_checked_at', 'is', null), eb('response_checked_at', '<=', options.checkedBy)]))
  return query.limit(options.limit).execute()
}

/**
 * Notifications: claims a batch of response-rate checks in one statement, each row compared with the check
 * time it was read with (so two instances never measure one expert twice). Answers the ids this caller got.
 * One statement, not one commit per expert: on SQLite every commit waits for the disk with the loop blocked.
 */
export async function claimResponseChecks(
  db: Kysely<DB>,
  rows: { user_id: string; response_checked_at?: string | null }[],
  now: Date,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set()
  const claimed = await db
    .updateTable('expert_applications')
    .set({ response_checked_at: now.toISOString() })
    .where((eb) =>
      eb.or(
        rows.map((row) =>
          eb.and([
            eb('user_id', '=', row.user_id),
            row.response_checked_at == null
              ? eb('response_checked_at', 'is', null)
              : eb('response_checked_at', '=', row.response_checked_at),
          ]),
        ),
      ),
    )
    .returning('user_id')
    .execute()
  return new Set(claimed.map((row) => row.user_id))
}

/** Notifications: a newly measured response rate, announced. */
export async function setMeasuredResponseRate(
  ctx: Pick<AppContext, 'database' | 'bus'>,
  userId: string,
  rate: string | null,
): Promise<void> {
  await ctx.database.db.updateTable('expert_applications').set({ measured_response_rate: rate }).where('user_id', '=', userId).execute()
  await announceExpertsChanged(ctx, [userId])
}
