import type { Kysely } from 'kysely'
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPrefs } from '../../../shared/schemas/notifications'
import type { DB } from '../../db/schema'

export const PREF_COLUMNS = { newBookings: 'new_bookings', unreadMessages: 'unread_messages', dailySummary: 'daily_summary' } as const

/** A person's choices; everything on until they change it. */
export async function getPrefs(db: Kysely<DB>, userId: string): Promise<NotificationPrefs> {
  const row = await db.selectFrom('notification_prefs').selectAll().where('user_id', '=', userId).executeTakeFirst()
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, row ? Number(row[PREF_COLUMNS[k]]) === 1 : true])) as NotificationPrefs
}

export async function setPrefs(db: Kysely<DB>, userId: string, input: Partial<NotificationPrefs>): Promise<NotificationPrefs> {
  const set: Partial<Record<(typeof PREF_COLUMNS)[NotificationKind], number>> = {}
  for (const kind of NOTIFICATION_KINDS) if (input[kind] !== undefined) set[PREF_COLUMNS[kind]] = input[kind] ? 1 : 0
  const now = new Date().toISOString()
  await db
    .insertInto('notification_prefs')
    .values({ user_id: userId, new_bookings: 1, unread_messages: 1, daily_summary: 1, summary_due_at: null, ...set, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: now }))
    .execute()
  return getPrefs(db, userId)
}
