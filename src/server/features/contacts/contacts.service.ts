import { sql, type Kysely } from 'kysely'
import type { BlockedPage, Contact, ContactStatus, ContactsPage, Person } from '../../../shared/schemas/contact'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { beyondCursor, keysetPage } from '../../db/keyset'
import { MESSAGES } from '../../../shared/messages'
import { inTransaction } from '../../db/transaction'
import { approvedExpertCardsOf } from '../experts'

export const DELETED_USER_NAME = 'Deleted user'

/**
 * Names, photos and page addresses on these people's profiles: the profiles feature's read, given by
 * the composition root (features/index.ts), since profiles imports contacts.
 */
export type ProfileCardsOf = (
  db: Kysely<DB>,
  ids: readonly string[],
) => Promise<{ user_id: string; display_name: string; photo_url: string; custom_url: string }[]>

/** Name and photo of each user as lists show them (profile, else approved expert record, else the account), by id. */
export type PeopleOf = (db: Kysely<DB>, ids: readonly string[]) => Promise<Map<string, Person>>

/** Name and photo of each user as lists show them: profile, else approved expert record, else the account. */
export async function getPeople(db: Kysely<DB>, profileCardsOf: ProfileCardsOf, ids: readonly string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)]
  const people = new Map<string, Person>()
  if (unique.length === 0) return people
  const [users, profiles, experts] = await Promise.all([
    db.selectFrom('user').select(['id', 'name', 'image']).where('id', 'in', unique).execute(),
    profileCardsOf(db, unique),
    approvedExpertCardsOf(db, unique),
  ])
  const profileOf = new Map(profiles.map((p) => [p.user_id, p]))
  const expertOf = new Map(experts.map((e) => [e.user_id, e]))
  const userOf = new Map(users.map((u) => [u.id, u]))
  for (const id of unique) {
    const user = userOf.get(id)
    if (!user) {
      people.set(id, { id, name: DELETED_USER_NAME, photoURL: '', profilePath: null, deleted: true })
      continue
    }
    const profile = profileOf.get(id)
    const expert = expertOf.get(id)
    const name = profile?.display_name || expert?.display_name || user.name || 'Tio user'
    const photoURL = profile?.photo_url || expert?.photo_url || user.image || ''
    const profilePath = expert?.custom_url ? `/expert/${expert.custom_url}` : profile?.custom_url ? `/user/${profile.custom_url}` : null
    people.set(id, { id, name, photoURL, profilePath, deleted: false })
  }
  return people
}

export async function userExists(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').where('id', '=', id).executeTakeFirst()
  return Boolean(row)
}

/** True when either user blocked the other. */
export async function isBlockedBetween(db: Kysely<DB>, a: string, b: string): Promise<boolean> {
  const [blocked] = await blockedEitherWay(db, [[a, b]])
  return blocked!
}

/** For each pair, in one query: true when either of the two blocked the other. */
export async function blockedEitherWay(db: Kysely<DB>, pairs: readonly (readonly [string, string])[]): Promise<boolean[]> {
  const people = [...new Set(pairs.flat())]
  if (people.length === 0) return []
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where('blocker_id', 'in', people)
    .where('blocked_id', 'in', people)
    .execute()
  const blocks = new Set(rows.map((r) => `${r.blocker_id}:${r.blocked_id}`))
  return pairs.map(([a, b]) => blocks.has(`${a}:${b}`) || blocks.has(`${b}:${a}`))
}

/** Throws the refusal a blocked pair gets (403 'blocked'). */
export async function requireNotBlocked(db: Kysely<DB>, userId: string, otherId: string): Promise<void> {
  if (await isBlockedBetween(db, userId, otherId)) {
    throw new ApiError(403, 'blocked', MESSAGES.blockedEitherWay)
  }
}

async function requireOtherUser(db: Kysely<DB>, userId: string, otherId: string) {
  if (userId === otherId) throw new ApiError(400, 'cannot-connect-self', 'You cannot connect with yourself.')
  if (!(await userExists(db, otherId))) throw new ApiError(404, 'not-found', MESSAGES.noSuchUser)
}

/** Connect: both users become contacts of each other at once (VAL-16: never with yourself). */
export async function addContact(db: Kysely<DB>, { userId, contactId }: { userId: string; contactId: string }) {
  await requireOtherUser(db, userId, contactId)
  await requireNotBlocked(db, userId, contactId)
  const now = new Date().toISOString()
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('contacts')
      .values([
        { user_id: userId, contact_id: contactId, created_at: now },
        { user_id: contactId, contact_id: userId, created_at: now },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'contact_id']).doNothing())
      .execute()
  })
}

/** Remove: the pair stops being contacts (both directions). */
export async function removeContact(db: Kysely<DB>, { userId, contactId }: { userId: string; contactId: string }) {
  await db
    .deleteFrom('contacts')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', userId), eb('contact_id', '=', contactId)]),
        eb.and([eb('user_id', '=', contactId), eb('contact_id', '=', userId)]),
      ]),
    )
    .execute()
}

export async function blockUser(db: Kysely<DB>, { userId, blockedId }: { userId: string; blockedId: string }) {
  if (userId === blockedId) throw new ApiError(400, 'cannot-block-self', 'You cannot block yourself.')
  if (!(await userExists(db, blockedId))) throw new ApiError(404, 'not-found', MESSAGES.noSuchUser)
  await db
    .insertInto('blocks')
    .values({ blocker_id: userId, blocked_id: blockedId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute()
}

export async function unblockUser(db: Kysely<DB>, { userId, blockedId }: { userId: string; blockedId: string }) {
  await db.deleteFrom('blocks').where('blocker_id', '=', userId).where('blocked_id', '=', blockedId).execute()
}

/** Where one user's links to other users are kept: contacts (user_id → contact_id) and blocks (blocker_id → blocked_id). */
const LINKS = {
  contacts: { owner: 'user_id', other: 'contact_id' },
  blocks: { owner: 'blocker_id', other: 'blocked_id' },
} as const

/** The query for a newest-first page of the user's contacts or blocks (one row more than the page, to know if another follows). */
export function linksQuery(
  db: Kysely<DB>,
  table: keyof typeof LINKS,
  userId: string,
  { cursor, limit = 50 }: { cursor?: string; limit?: number },
) {
  const { owner, other } = LINKS[table]
  let query = db
    .selectFrom(table)
    .select([sql.ref<string>(other).as('other_id'), 'created_at'])
    .where(sql.ref(owner), '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy(sql.ref(other), 'desc')
    .limit(limit + 1)
  if (cursor) query = query.where(beyondCursor(cursor, 'created_at', other))
  return query
}

/** A newest-first page of the user's contacts or blocks: the other user's id, when, and the cursor to the next page. */
async function linksPage(db: Kysely<DB>, table: keyof typeof LINKS, userId: string, options: { cursor?: string; limit?: number }) {
  const limit = options.limit ?? 50
  return keysetPage(await linksQuery(db, table, userId, options).execute(), limit, (r) => [r.created_at, r.other_id])
}

/** The user's contacts, newest first, with whether the user blocked each. */
export async function listContacts(
  db: Kysely<DB>,
  peopleOf: PeopleOf,
  userId: string,
  options: { cursor?: string; limit?: number },
): Promise<ContactsPage> {
  const { page, nextCursor } = await linksPage(db, 'contacts', userId, options)
  const ids = page.map((r) => r.other_id)
  const [people, blocked] = await Promise.all([peopleOf(db, ids), blockedSet(db, userId, ids)])
  const contacts: Contact[] = page.map((r) => ({
    ...people.get(r.other_id)!,
    connectedAt: r.created_at,
    blocked: blocked.has(r.other_id),
  }))
  return { contacts, nextCursor }
}

/** The people the user blocked, latest first: where they can be unblocked, contacts or not. */
export async function listBlocked(
  db: Kysely<DB>,
  peopleOf: PeopleOf,
  userId: string,
  options: { cursor?: string; limit?: number },
): Promise<BlockedPage> {
  const { page, nextCursor } = await linksPage(db, 'blocks', userId, options)
  const people = await peopleOf(
    db,
    page.map((r) => r.other_id),
  )
  return { blocked: page.map((r) => ({ ...people.get(r.other_id)!, blockedAt: r.created_at })), nextCursor }
}

async function blockedSet(db: Kysely<DB>, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', userId).where('blocked_id', 'in', ids).execute()
  return new Set(rows.map((r) => r.blocked_id))
}

/** For 'Connect' buttons: whether each id is a contact of the user, and whether the user blocked them. */
export async function getContactStatus(db: Kysely<DB>, userId: string, ids: string[]): Promise<Record<string, ContactStatus>> {
  const [contacts, blocked] = await Promise.all([
    db.selectFrom('contacts').select('contact_id').where('user_id', '=', userId).where('contact_id', 'in', ids).execute(),
    blockedSet(db, userId, ids),
  ])
  const connected = new Set(contacts.map((c) => c.contact_id))
  return Object.fromEntries(ids.map((id) => [id, { connected: connected.has(id), blocked: blocked.has(id) }]))
}
