import { expressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { DB } from '../../db/schema'

/**
 * Listed experts (approved and not suspended) as a query the caller narrows and selects from: the
 * one definition of "listed" for the features that show, search or rate experts (issue 19 item 2).
 */
export function listedExperts(db: Kysely<DB>) {
  return db.selectFrom('expert_applications').where('approved', '=', 1).where('suspended', '=', 0)
}

/** One page of every expert record in user_id order, listed or not (the search index's keyset walk). */
export async function expertRecordsAfter(db: Kysely<DB>, after: string, limit: number) {
  return db.selectFrom('expert_applications').selectAll().where('user_id', '>', after).orderBy('user_id').limit(limit).execute()
}

/** Name and page address of these people's expert records, whatever their state (bookings, waitlist mail). */
export async function expertPagesOf(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db.selectFrom('expert_applications').select(['user_id', 'display_name', 'custom_url']).where('user_id', 'in', ids).execute()
}

/** Name, photo and page address of those of these people who are approved experts, suspended or not (contacts' lists). */
export async function approvedExpertCardsOf(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('expert_applications')
    .select(['user_id', 'display_name', 'photo_url', 'custom_url'])
    .where('user_id', 'in', ids)
    .where('approved', '=', 1)
    .execute()
}

/**
 * "This user is a listed expert" as a condition for another feature's query over its own rows (EXISTS on
 * the expert record by its key): SQLite, without statistics, would walk every listed expert for a join,
 * at 100,000 experts hundreds of milliseconds of a blocked event loop, instead of one probe per due row.
 */
export function isListedExpert(userId: Expression<string>): Expression<SqlBool> {
  const eb = expressionBuilder<DB, never>()
  return eb.exists(
    eb
      .selectFrom('expert_applications as e')
      .select('e.user_id')
      .where('e.user_id', '=', userId)
      .where('e.approved', '=', 1)
      .where('e.suspended', '=', 0),
  )
}

/** Up to `limit` expert records (listed or not) from `from` on in user_id order, or before it: a window from a random place. */
export async function expertIdsFrom(db: Kysely<DB>, from: string, side: 'from' | 'before', limit: number) {
  return db
    .selectFrom('expert_applications')
    .select(['user_id', 'approved'])
    .where('user_id', side === 'from' ? '>=' : '<', from)
    .orderBy('user_id')
    .limit(limit)
    .execute()
}

/** First names on these people's expert records, whatever their state (how reviews name their writers). */
export async function expertFirstNamesOf(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db.selectFrom('expert_applications').select(['user_id', 'first_name']).where('user_id', 'in', ids).execute()
}

/** Whether an expert record, other than `exceptUserId`'s, has this custom URL: as written (the unique index), or in any case. */
export async function expertHasCustomUrl(
  db: Kysely<DB>,
  customURL: string,
  options: { anyCase: boolean; exceptUserId?: string },
): Promise<boolean> {
  let query = db.selectFrom('expert_applications').select('user_id')
  query = options.anyCase
    ? query.where((eb) => eb(eb.fn('lower', ['custom_url']), '=', customURL.toLowerCase()))
    : query.where('custom_url', '=', customURL)
  if (options.exceptUserId !== undefined) query = query.where('user_id', '!=', options.exceptUserId)
  return Boolean(await query.executeTakeFirst())
}
