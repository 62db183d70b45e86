import { nameAndPhoto } from '../../db/person-columns'
import type { Kysely } from 'kysely'
import type { PublicUser } from '../../../shared/schemas/expert-application'
import type { DB } from '../../db/schema'
import { expertHasCustomUrl } from '../experts'

/**
 * What other features read of profiles. Features profiles imports (experts, contacts, ratings) receive
 * these from the composition root (features/index.ts) instead of importing them, which would be a cycle.
 */

/** Names, photo and page address of those of these people who have a profile (lists, reviews). */
export async function profileCardsOf(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('profiles')
    .select(['user_id', 'first_name', 'last_name', 'display_name', 'photo_url', 'custom_url'])
    .where('user_id', 'in', ids)
    .execute()
}

/** True when no other user has this customURL, in any case (profiles and expert records share one namespace). */
export async function isCustomUrlFree(db: Kysely<DB>, customURL: string, userId: string): Promise<boolean> {
  const value = customURL.toLowerCase()
  const [profile, expert] = await Promise.all([
    db
      .selectFrom('profiles')
      .select('user_id')
      .where((eb) => eb(eb.fn('lower', ['custom_url']), '=', value))
      .where('user_id', '!=', userId)
      .executeTakeFirst(),
    expertHasCustomUrl(db, value, { anyCase: true, exceptUserId: userId }),
  ])
  return !profile && !expert
}

/** A regular user's public page data: name and photo only. */
export async function findPublicUser(db: Kysely<DB>, customURL: string): Promise<PublicUser | null> {
  const row = await db
    .selectFrom('profiles')
    .select(['user_id', 'display_name', 'first_name', 'last_name', 'photo_url', 'custom_url', 'created_at'])
    .where((eb) => eb(eb.fn('lower', ['custom_url']), '=', customURL.toLowerCase()))
    .executeTakeFirst()
  if (!row) return null
  return { ...nameAndPhoto(row), customURL: row.custom_url, memberSince: row.created_at }
}
