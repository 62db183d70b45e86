import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { OFFER_LABELS, type OfferKind } from '../../../shared/schemas/consultation'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { waitingConversations, unreadMessageGroups } from '../chat'
import { bookingsNotNotified, claimNewBookingNotice } from '../consultations'
import { claimResponseChecks, expertIdsFrom, isListedExpert, responseChecksDue, setMeasuredResponseRate } from '../experts'
import type { PushService } from '../push'
import { sendNotificationMail } from './notification-mail'
import { getPrefs } from './notification-prefs'
import { measureResponseRate } from './response-rate'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** A client's message still unread this long after it was sent earns the expert an email. */
export const UNREAD_ALERT_AFTER_MS = 10 * MINUTE
/** At most one unread-message email per conversation this often. */
export const UNREAD_ALERT_EVERY_MS = HOUR
export const SUMMARY_EVERY_MS = 24 * HOUR
const RESPONSE_CHECK_EVERY_MS = HOUR
const BATCH = 100
/** Experts a pass looks at for one not tracked yet (no notification_prefs row). */
const TRACK_WINDOW = 1_000

type Push = Pick<PushService, 'sendPushToUser'>
export interface SweepCounts {
  bookings: number
  unread: number
  summaries: number
  rates: number
}

const person = (db: Kysely<DB>, id: string) => db.selectFrom('user').select(['id', 'name', 'email']).where('id', '=', id).executeTakeFirst()
const warn = (ctx: AppContext, what: string) => (error: unknown) => ctx.logger.warn({ err: error }, `${what} failed`)
const whenText = (iso: string) => new Date(iso).toUTCString().replace('GMT', 'UTC')

/**
 * Tells experts of bookings not yet told: each booking is claimed by a compare-and-set on
 * expert_notified_at, so with several instances one sends it.
 */
export async function notifyNewBookings(ctx: AppContext, push: Push, now = new Date()): Promise<number> {
  const { db } = ctx.database
  let sent = 0
  for (const row of await bookingsNotNotified(db, BATCH)) {
    if (!(await claimNewBookingNotice(db, row.id, now))) continue
    const [expert, client] = await Promise.all([person(db, row.expert_id), person(db, row.client_id)])
    if (!expert || !client) continue
    sent++
    const what = OFFER_LABELS[row.kind as OfferKind]
    const when = row.starts_at ? `on ${whenText(row.starts_at)}` : 'as a written answer'
    await push
      .sendPushToUser(expert.id, {
        title: `New booking from ${client.name}`,
        body: `${what} ${when}`,
        url: `/chat?with=${encodeURIComponent(client.id)}`,
        tag: `booking-${row.id}`,
      })
      .catch(warn(ctx, 'booking push'))
    if (!(await getPrefs(db, expert.id)).newBookings) continue
    await sendNotificationMail(
      ctx,
      expert,
      'newBookings',
      `New booking from ${client.name}: ${what}`,
      [
        `${client.name} booked ${what.toLowerCase()}${row.medium ? ` (${row.medium})` : ''} ${when}, for ${Number(row.price)} Tio-Points.`,
        row.note ? `Their note: ${row.note}` : '',
        `Open the conversation: ${ctx.config.publicUrl}/chat?with=${encodeURIComponent(client.id)}`,
      ].filter(Boolean),
    ).catch(warn(ctx, 'new booking mail'))
  }
  return sent
}

/**
 * Emails an expert about a conversation whose messages to them are still unread 10 minutes after
 * they were sent, at most once an hour per conversation and never twice for the same messages. The
 * alert row is claimed by compare-and-set (insert-if-absent, or update on the sent time read).
 */
export async function alertUnreadMessages(ctx: AppContext, now = new Date()): Promise<number> {
  const { db } = ctx.database
  const groups = await unreadMessageGroups(db, {
    sentUntil: new Date(now.getTime() - UNREAD_ALERT_AFTER_MS).toISOString(),
    sentFrom: new Date(now.getTime() - 2 * SUMMARY_EVERY_MS).toISOString(),
    receiverIs: isListedExpert,
    limit: BATCH,
  })
  let sent = 0
  for (const group of groups) {
    const { newest } = group
    const alert = await db
      .selectFrom('unread_alerts')
      .selectAll()
      .where('chat_id', '=', group.chatId)
      .where('user_id', '=', group.receiverId)
      .executeTakeFirst()
    if (alert && (alert.notified_through >= newest || Date.parse(alert.sent_at) > now.getTime() - UNREAD_ALERT_EVERY_MS)) continue
    if (!(await getPrefs(db, group.receiverId)).unreadMessages) continue
    const at = now.toISOString()
    const claimed = alert
      ? Number(
          (
            await db
              .updateTable('unread_alerts')
              .set({ notified_through: newest, sent_at: at })
              .where('chat_id', '=', group.chatId)
              .where('user_id', '=', group.receiverId)
              .where('sent_at', '=', alert.sent_at)
              .executeTakeFirst()
          ).numUpdatedRows,
        )
      : Number(
          (
            await db
              .insertInto('unread_alerts')
              .values({ chat_id: group.chatId, user_id: group.receiverId, notified_through: newest, sent_at: at })
              .onConflict((oc) => oc.columns(['chat_id', 'user_id']).doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows ?? 0,
        )
    if (claimed === 0) continue
    const [expert, client] = await Promise.all([person(db, group.receiverId), person(db, group.senderId)])
    if (!expert || !client) continue
    sent++
    const { count } = group
    await sendNotificationMail(ctx, expert, 'unreadMessages', `${client.name} is waiting for your answer`, [
      `${client.name} wrote to you ${count === 1 ? 'a message that is' : `${count} messages that are`} still unread.`,
      `Answer them: ${ctx.config.publicUrl}/chat?with=${encodeURIComponent(client.id)}`,
    ]).catch(warn(ctx, 'unread mail'))
  }
  return sent
}

/**
 * The daily summary of waiting clients: each expert's due time is in notification_prefs (the first
 * one a day after Tio starts tracking them), claimed by compare-and-set and moved a day on.
 */
export async function sendDailySummaries(ctx: AppContext, push: Push, now = new Date()): Promise<number> {
  const { db } = ctx.database
  const at = now.toISOString()
  const next = new Date(now.getTime() + SUMMARY_EVERY_MS).toISOString()
  // Approved experts not tracked yet, looked for among TRACK_WINDOW experts from a random place (wrapping
  // around): a search of all of them found nothing at every pass once all were tracked, and at 100,000
  // experts walked them all (100-700 ms of SQLite with the event loop blocked, every pass).
  const from = randomUUID()
  // approved is checked here, not in SQL: with it SQLite reads the approved ones by their index and sorts them all
  const seen = await expertIdsFrom(db, from, 'from', TRACK_WINDOW)
  if (seen.length < TRACK_WINDOW) seen.push(...(await expertIdsFrom(db, from, 'before', TRACK_WINDOW - seen.length)))
  const approved = seen.filter((r) => Number(r.approved) === 1).map((r) => r.user_id)
  const tracked = new Set(
    approved.length === 0
      ? []
      : (await db.selectFrom('notification_prefs').select('user_id').where('user_id', 'in', approved).execute()).map((r) => r.user_id),
  )
  const untracked = approved.filter((id) => !tracked.has(id)).slice(0, BATCH)
  if (untracked.length > 0) {
    await db
      .insertInto('notification_prefs')
      .values(
        untracked.map((userId) => ({
          user_id: userId,
          new_bookings: 1,
          unread_messages: 1,
          daily_summary: 1,
          summary_due_at: next,
          updated_at: at,
        })),
      )
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
  }
  await db.updateTable('notification_prefs').set({ summary_due_at: next }).where('summary_due_at', 'is', null).execute()
  const due = await db
    .selectFrom('notification_prefs as p')
    .select(['p.user_id', 'p.summary_due_at', 'p.daily_summary'])
    .where('p.summary_due_at', '<=', at)
    .where((eb) => isListedExpert(eb.ref('p.user_id')))
    .limit(BATCH)
    .execute()
  let sent = 0
  for (const row of due) {
    const claimed = await db
      .updateTable('notification_prefs')
      .set({ summary_due_at: next })
      .where('user_id', '=', row.user_id)
      .where('summary_due_at', '=', row.summary_due_at)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0 || Number(row.daily_summary) !== 1) continue
    const { total, people } = await waitingConversations(db, row.user_id)
    if (total === 0) continue
    const expert = await person(db, row.user_id)
    if (!expert) continue
    sent++
    const title = `${total} ${total === 1 ? 'client is' : 'clients are'} waiting for your answer`
    await push
      .sendPushToUser(expert.id, { title, body: people.map((p) => p.name).join(', '), url: '/chat', tag: 'daily-summary' })
      .catch(warn(ctx, 'summary push'))
    await sendNotificationMail(
      ctx,
      expert,
      'dailySummary',
      title,
      [
        `${title}:`,
        ...people.map((p) => `- ${p.name}, since ${whenText(p.created_at)}: ${ctx.config.publicUrl}/chat?with=${encodeURIComponent(p.id)}`),
        total > people.length ? `…and ${total - people.length} more in ${ctx.config.publicUrl}/chat` : '',
      ].filter(Boolean),
    ).catch(warn(ctx, 'summary mail'))
  }
  return sent
}

/**
 * Re-measures experts' response rates once an hour each (claimed by compare-and-set on
 * response_checked_at); a change is announced as experts.changed, so search's "Fastest Response"
 * filter and sort read it on every instance.
 */
export async function refreshResponseRates(ctx: AppContext, now = new Date(), onlyExpertId?: string): Promise<number> {
  const { db } = ctx.database
  const rows = await responseChecksDue(db, {
    checkedBy: new Date(now.getTime() - RESPONSE_CHECK_EVERY_MS).toISOString(),
    onlyUserId: onlyExpertId || undefined,
    limit: BATCH,
  })
  const claimed = await claimResponseChecks(db, rows, now)
  let changed = 0
  for (const row of rows) {
    if (!claimed.has(row.user_id)) continue
    const { rate } = await measureResponseRate(db, row.user_id, now)
    if (rate === row.measured_response_rate) continue
    await setMeasuredResponseRate(ctx, row.user_id, rate)
    changed++
  }
  return changed
}

/** One pass of the notifications sweeper; every due time is in the database. */
export async function sweepNotifications(ctx: AppContext, push: Push, now = new Date()): Promise<SweepCounts> {
  return {
    bookings: await notifyNewBookings(ctx, push, now),
    unread: await alertUnreadMessages(ctx, now),
    summaries: await sendDailySummaries(ctx, push, now),
    rates: await refreshResponseRates(ctx, now),
  }
}
