import type { Kysely, Updateable } from 'kysely'
import type { AppContext } from '../../context'
import type { ExpertApplicationsTable } from '../../db/core.tables'
import type { DB } from '../../db/schema'

/**
 * What other features change on an expert's record. The experts feature alone writes
 * expert_applications (eslint-rules/table-owners.js), and each change is announced as experts.changed
 * (search's index on every instance and the assistant hear it). A write made in the caller's
 * transaction is announced by the caller once it commits, with announceExpertsChanged.
 */

export async function announceExpertsChanged(ctx: Pick<AppContext, 'bus'>, userIds: Iterable<string>): Promise<void> {
  for (const userId of new Set(userIds)) await ctx.bus.publish('experts.changed', { userId })
}

/** Ratings: the expert's mean rating and number of ratings, in the rating's transaction. */
export async function setRatingSummary(trx: Kysely<DB>, expertId: string, summary: { rating: number; ratingCount: number }): Promise<void> {
  await trx.updateTable('expert_applications').set({ rating: summary.rating, rating_count: summary.ratingCount }).where('user_id', '=', expertId).execute()
}

export type AccountDetails = Pick<Updateable<ExpertApplicationsTable>, 'first_name' | 'last_name' | 'display_name' | 'photo_url' | 'custom_url' | 'updated_at'>

/** Profiles: the names, photo and custom URL every record of the account shows, in the settings' transaction. */
export async function setAccountDetails(trx: Kysely<DB>, userId: string, details: AccountDetails): Promise<void> {
  await trx.updateTable('expert_applications').set(details).where('user_id', '=', userId).execute()
}

/**
 * Notifications: claims an expert's response-rate check (a compare-and-set on response_checked_at,
 * so with several instances one measures). Answers whether this caller got it.
 */
export async function claimResponseCheck(db: Kysely<DB>, userId: string, lastChecked: string | null, now: Date): Promise<boolean> {
  const claim = db.updateTable('expert_applications').set({ response_checked_at: now.toISOString() }).where('user_id', '=', userId)
  const claimed = await (lastChecked === null ? claim.where('response_checked_at', 'is', null) : claim.where('response_checked_at', '=', lastChecked)).executeTakeFirst()
  return Number(claimed.numUpdatedRows) > 0
}

/** Notifications: a newly measured response rate, announced. */
export async function setMeasuredResponseRate(ctx: Pick<AppContext, 'database' | 'bus'>, userId: string, rate: string | null): Promise<void> {
  await ctx.database.db.updateTable('expert_applications').set({ measured_response_rate: rate }).where('user_id', '=', userId).execute()
  await announceExpertsChanged(ctx, [userId])
}
