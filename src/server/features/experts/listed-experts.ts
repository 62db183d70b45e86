import type { Kysely } from 'kysely'
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
