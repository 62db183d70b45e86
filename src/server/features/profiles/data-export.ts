import { sql, type Kysely } from 'kysely'
import type { SessionUser } from '../../auth/auth'
import type { DB } from '../../db/schema'
import type { PeopleOf } from '../contacts'
import { balances, history, type HistoryEntry } from '../ledger'
import { unfinishedUploadsOf } from '../uploads'
import type { AppContext } from '../../context'

const parseJson = (text: string | null): unknown => {
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** Every ledger entry of the person, newest first (the history is read a page at a time). */
async function allPointEntries(db: Kysely<DB>, userId: string): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = []
  let cursor: string | undefined
  do {
    const page = await history(db, userId, { cursor, limit: 500 })
    entries.push(...page.entries)
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return entries
}

/** Their conversations with other people, each with every message both sides wrote, oldest first. */
async function conversations(db: Kysely<DB>, peopleOf: PeopleOf, userId: string) {
  const chats = await db
    .selectFrom('chats')
    .select(['id', 'user_a', 'user_b', 'created_at'])
    .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]))
    .orderBy('created_at')
    .execute()
  if (chats.length === 0) return []
  const others = chats.map((c) => (c.user_a === userId ? c.user_b : c.user_a))
  const people = await peopleOf(db, others)
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'chat_id', 'sender_id', 'receiver_id', 'body', 'created_at', 'is_read', 'read_at', 'source'])
    .where(
      'chat_id',
      'in',
      chats.map((c) => c.id),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return chats.map((chat, i) => ({
    id: chat.id,
    with: { id: others[i]!, name: people.get(others[i]!)?.name ?? 'Deleted user' },
    startedAt: chat.created_at,
    messages: messages
      .filter((m) => m.chat_id === chat.id)
      .map((m) => ({
        id: m.id,
        direction: m.sender_id === userId ? 'sent' : 'received',
        body: m.body,
        sentAt: m.created_at,
        read: m.is_read === 1,
        readAt: m.read_at,
        source: m.source,
      })),
  }))
}

async function assistantConversations(db: Kysely<DB>, userId: string) {
  const [threads, messages] = await Promise.all([
    db
      .selectFrom('assistant_conversations')
      .select(['id', 'title', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('assistant_messages')
      .select(['conversation_id', 'role', 'text', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ])
  return threads.map((t) => ({
    id: t.id,
    title: t.title,
    createdAt: t.created_at,
    messages: messages.filter((m) => m.conversation_id === t.id).map((m) => ({ role: m.role, text: m.text, at: m.created_at })),
  }))
}

/** Tio Chat's "tell me when one joins" requests and the briefs the user sent to experts (issue 24 items 5 and 7). */
async function assistantRequests(db: Kysely<DB>, userId: string) {
  const [waitlist, briefs] = await Promise.all([
    db
      .selectFrom('assistant_waitlist')
      .select(['field', 'created_at', 'notified_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('assistant_handoffs')
      .select(['expert_id', 'brief', 'transcript', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ])
  return {
    waitingFor: waitlist.map((w) => ({ field: w.field, since: w.created_at, emailedAt: w.notified_at })),
    briefsSent: briefs.map((b) => ({
      expertId: b.expert_id,
      brief: parseJson(b.brief),
      transcript: b.transcript ? parseJson(b.transcript) : null,
      sentAt: b.created_at,
    })),
  }
}

async function peopleList<T extends { id: string; at: string }>(db: Kysely<DB>, peopleOf: PeopleOf, rows: T[]) {
  const people = await peopleOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({ id: r.id, name: people.get(r.id)?.name ?? 'Deleted user', since: r.at }))
}

/**
 * "Download my data" (issue 18 item 8): everything Tio stores about the signed-in person, in one JSON
 * document. Only rows that belong to them: their conversations (both sides, since those are theirs
 * too), and of other people only the id and name needed to read them. Secrets (password hash, session
 * tokens, push keys) are left out.
 */
export async function exportAccountData(ctx: AppContext, peopleOf: PeopleOf, user: SessionUser) {
  const { db } = ctx.database
  const id = user.id
  const [account, signInMethods, profile, applications, reviews, contacts, blocks, ratings, files, unfinished] = await Promise.all([
    db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst(),
    sql<{
      providerId: string
      createdAt: string | Date
    }>`select ${sql.ref('providerId')}, ${sql.ref('createdAt')} from ${sql.table('account')} where ${sql.ref('userId')} = ${id}`.execute(
      db,
    ),
    db.selectFrom('profiles').selectAll().where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('expert_applications').selectAll().where('user_id', '=', id).execute(),
    db
      .selectFrom('application_reviews')
      .select(['decision', 'reason', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('contacts').select(['contact_id as id', 'created_at as at']).where('user_id', '=', id).orderBy('created_at').execute(),
    db.selectFrom('blocks').select(['blocked_id as id', 'created_at as at']).where('blocker_id', '=', id).orderBy('created_at').execute(),
    db
      .selectFrom('ratings')
      .select(['expert_id', 'stars', 'review', 'created_at', 'updated_at'])
      .where('rater_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('files').selectAll().where('owner_id', '=', id).orderBy('time_created').execute(),
    unfinishedUploadsOf(ctx, id),
  ])
  const [purchases, orders, payouts, bookings, referrals, calls, contactMessages, pushDevices] = await Promise.all([
    db
      .selectFrom('point_purchases')
      .select(['id', 'pack_id', 'points', 'price_cents', 'currency', 'provider', 'status', 'refunded_points', 'created_at', 'updated_at'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('shop_orders')
      .select(['id', 'item_name', 'price_points', 'size', 'shipping_address', 'status', 'note', 'created_at', 'updated_at'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('payouts')
      .select(['id', 'points', 'status', 'reference', 'reason', 'created_at', 'decided_at'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('bookings')
      .select([
        'id',
        'expert_id',
        'client_id',
        'kind',
        'medium',
        'price',
        'status',
        'starts_at',
        'ends_at',
        'note',
        'dispute_reason',
        'created_at',
        'updated_at',
      ])
      .where((eb) => eb.or([eb('client_id', '=', id), eb('expert_id', '=', id)]))
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('referrals')
      .selectAll()
      .where((eb) => eb.or([eb('referred_id', '=', id), eb('referrer_id', '=', id)]))
      .execute(),
    db
      .selectFrom('calls')
      .select(['id', 'caller_id', 'callee_id', 'kind', 'status', 'created_at', 'accepted_at', 'ended_at'])
      .where((eb) => eb.or([eb('caller_id', '=', id), eb('callee_id', '=', id)]))
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('contact_messages')
      .select(['name', 'email', 'topic', 'message', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('push_subscriptions').select(['user_agent', 'created_at', 'updated_at']).where('user_id', '=', id).execute(),
  ])
  return {
    exportedAt: new Date().toISOString(),
    about: 'Everything Tio stores about your account. See the privacy policy (/PrivacyPolicy) for what deletion removes and keeps.',
    account: {
      id,
      email: account?.email ?? user.email,
      name: account?.name ?? user.name,
      emailVerified: Boolean(account?.emailVerified),
      photo: account?.image ?? null,
      createdAt: account?.createdAt ?? null,
      signInMethods: signInMethods.rows.map((r) => ({
        method: r.providerId === 'credential' ? 'password' : r.providerId,
        since: r.createdAt,
      })),
    },
    profile: profile ?? null,
    expertApplications: applications.map((a) => ({
      ...a,
      expertise_areas: parseJson(a.expertise_areas),
      keywords: parseJson(a.keywords),
      reviewed_by: undefined,
    })),
    applicationReviews: reviews,
    conversations: await conversations(db, peopleOf, id),
    tioChat: await assistantConversations(db, id),
    tioChatRequests: await assistantRequests(db, id),
    contacts: await peopleList(db, peopleOf, contacts),
    blocked: await peopleList(db, peopleOf, blocks),
    ratingsGiven: ratings,
    points: { balance: await balances(db, id), entries: await allPointEntries(db, id) },
    purchases,
    shopOrders: orders.map((o) => ({ ...o, shipping_address: parseJson(o.shipping_address) })),
    payouts,
    bookings,
    referrals,
    calls,
    contactFormMessages: contactMessages,
    pushDevices,
    uploads: files.map((f) => ({
      id: f.id,
      name: f.name,
      kind: f.bucket,
      size: Number(f.size),
      contentType: f.content_type,
      uploadedAt: f.time_created,
      url: `${ctx.config.publicUrl}/api/files/${f.id}`,
    })),
    unfinishedUploads: unfinished.length,
  }
}

export type AccountExport = Awaited<ReturnType<typeof exportAccountData>>
