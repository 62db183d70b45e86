import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import {
  CALL_EARLY_MINUTES,
  OFFER_MINUTES,
  type Booking,
  type BookingAction,
  type BookingInput,
  type BookingStatus,
  type BookingView,
  type DisputeView,
  type OfferKind,
  type OfferMedium,
} from '../../../shared/schemas/consultation'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { ApiError } from '../../http/errors'
import { acceptedCallSince, callsBetweenSince } from '../calls'
import { messageSentSince, messagesBetweenSince, openChatForBooking } from '../chat'
import { requireNotBlocked } from '../contacts'
import { expertPagesOf } from '../experts'
import { announceBalances, hold, postHold, voidHold } from '../ledger'
import { sendBookingMail } from './booking-mail'
import { transitionBooking, type BookingPatch } from './booking-state'
import type { BookingsTable } from './consultations.tables'
import { getAvailability, getOffers, requireApprovedExpert } from './offers.service'
import { cellsFor, freeSlots } from './slots'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import { BUS_EVENTS } from '../../../shared/bus-events'

type BookingRow = Selectable<BookingsTable>

/** Tells both people's open pages (their /chat card, /consultations) that a booking changed; call after the commit. */
function announceBooking(ctx: AppContext, row: Pick<BookingRow, 'id' | 'status' | 'client_id' | 'expert_id'>) {
  ctx.emitToUser([row.client_id, row.expert_id], SOCKET_EVENTS.BOOKING_CHANGED, { bookingId: row.id, status: row.status })
}

export const toBooking = (r: BookingRow): Booking => ({
  id: r.id,
  expertId: r.expert_id,
  clientId: r.client_id,
  kind: r.kind as OfferKind,
  medium: r.medium as OfferMedium | null,
  price: Number(r.price),
  status: r.status as BookingStatus,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  note: r.note,
  proposedStartsAt: r.proposed_starts_at,
  proposedBy: r.proposed_by,
  deliveredAt: r.delivered_at,
  releaseDueAt: r.release_due_at,
  disputeReason: r.dispute_reason,
  decision: r.decision,
  createdAt: r.created_at,
})

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; message?: string }
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '')
}

const slotTaken = () => new ApiError(409, 'slot-taken', 'Someone has just booked this time. Pick another slot.')

/** Taken grid cells of an expert from `from` on. */
async function takenCells(db: Kysely<DB>, expertId: string, from: Date) {
  const rows = await db
    .selectFrom('booking_cells')
    .select('cell_start')
    .where('expert_id', '=', expertId)
    .where('cell_start', '>=', from.toISOString())
    .execute()
  return new Set(rows.map((r) => r.cell_start))
}

/** The free starts of an expert's call of `kind`, in UTC; the client's page shows them in the client's time zone. */
export async function listSlots(db: Kysely<DB>, expertId: string, kind: OfferKind, now = new Date(), from?: Date) {
  const availability = await getAvailability(db, expertId)
  return {
    timeZone: availability.timeZone,
    slots: freeSlots(availability, OFFER_MINUTES[kind], now, await takenCells(db, expertId, now), from ?? now),
  }
}

async function requireSlot(db: Kysely<DB>, expertId: string, kind: OfferKind, startsAt: string, now: Date) {
  const start = new Date(startsAt)
  const { slots } = await listSlots(db, expertId, kind, now, new Date(start.getTime() - 24 * 3_600_000))
  if (!slots.includes(start.toISOString())) throw slotTaken()
}

/**
 * When the reminder of a call starting at `startsAt` goes out: REMINDER_MINUTES before it, or at the
 * sweeper's next pass when the call was booked (or moved) closer than that.
 */
export function reminderDueAt(startsAt: string, now: Date, reminderMinutes: number): string {
  return new Date(Math.max(now.getTime(), Date.parse(startsAt) - reminderMinutes * 60_000)).toISOString()
}

async function occupy(
  trx: Kysely<DB>,
  booking: { id: string; expert_id: string },
  startsAt: string,
  minutes: number,
  bufferMinutes: number,
) {
  const cells = cellsFor(new Date(startsAt), minutes + bufferMinutes)
  await trx
    .insertInto('booking_cells')
    .values(cells.map((cell_start) => ({ expert_id: booking.expert_id, cell_start, booking_id: booking.id })))
    .execute()
}

/**
 * Books an offer: checks the price the client confirmed and the slot, then in one transaction writes
 * the booking, occupies its slot cells (their primary key refuses a second booking of the same time)
 * and holds the price from the client's points (409 when short). A retried request (same requestId)
 * answers the booking it made. Emails (with an .ics for a call) go out after the commit.
 */
export async function createBooking(ctx: AppContext, clientId: string, input: BookingInput, now = new Date()): Promise<Booking> {
  const { db } = ctx.database
  const existing = await db.selectFrom('bookings').selectAll().where('request_id', '=', input.requestId).executeTakeFirst()
  if (existing) {
    if (existing.client_id !== clientId) throw new ApiError(409, 'conflict', 'requestId: use a new request id')
    return toBooking(existing)
  }
  if (input.expertId === clientId) throw new ApiError(400, 'bad-request', 'You cannot book yourself.')
  await requireApprovedExpert(db, input.expertId).catch(() => {
    throw new ApiError(404, 'not-found', 'This expert does not take bookings.')
  })
  await requireNotBlocked(db, clientId, input.expertId)
  const { offers } = await getOffers(db, input.expertId)
  const medium = input.kind === 'answer' ? null : (input.medium ?? null)
  const offer = offers.find((o) => o.kind === input.kind && (input.kind === 'answer' || o.medium === medium))
  if (!offer) throw new ApiError(404, 'not-found', 'This expert does not offer that.')
  if (offer.price !== input.price)
    throw new ApiError(409, 'price-changed', `The price is now ${offer.price} Tio-Points. Check it and confirm again.`)
  const minutes = OFFER_MINUTES[input.kind]
  let startsAt: string | null = null
  if (input.kind !== 'answer') {
    if (!input.startsAt) throw new ApiError(400, 'bad-request', 'startsAt: pick a time', { startsAt: 'Pick a time' })
    startsAt = new Date(input.startsAt).toISOString()
    await requireSlot(db, input.expertId, input.kind, startsAt, now)
  }
  const availability = await getAvailability(db, input.expertId)
  const id = randomUUID()
  const at = now.toISOString()
  let booked: BookingRow
  try {
    booked = await inTransaction(db, async (trx, afterCommit) => {
      const held = await hold(trx, {
        reference: `booking:${id}`,
        userId: clientId,
        amount: offer.price,
        reason: 'booking',
        object: { type: 'booking', id },
      })
      await trx
        .insertInto('bookings')
        .values({
          id,
          expert_id: input.expertId,
          client_id: clientId,
          kind: input.kind,
          medium,
          price: offer.price,
          fee_percent: ctx.config.consultations.feePercent,
          status: 'booked',
          starts_at: startsAt,
          ends_at: startsAt ? new Date(Date.parse(startsAt) + minutes * 60_000).toISOString() : null,
          note: input.note,
          hold_id: held.hold.id,
          request_id: input.requestId,
          proposed_starts_at: null,
          proposed_by: null,
          delivered_at: null,
          release_due_at: null,
          reminder_due_at: startsAt ? reminderDueAt(startsAt, now, ctx.config.consultations.reminderMinutes) : null,
          reminder_sent_at: null,
          cancelled_by: null,
          expert_notified_at: null,
          dispute_reason: null,
          disputed_by: null,
          decision: null,
          decided_by: null,
          created_at: at,
          updated_at: at,
        })
        .execute()
      if (startsAt) await occupy(trx, { id, expert_id: input.expertId }, startsAt, minutes, availability.bufferMinutes)
      await openChatForBooking(trx, clientId, input.expertId, at)
      const row = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      afterCommit(() => announceBooking(ctx, row))
      afterCommit(() => announceBalances(db, ctx.emitToUser, held.userIds))
      afterCommit(() =>
        sendBookingMail(ctx, row, 'booked').catch((error: unknown) => ctx.logger.warn({ err: error, booking: id }, 'booking mail failed')),
      )
      // The expert's own "new booking" email and push go out from the notifications feature (claimed once).
      afterCommit(() =>
        ctx.bus
          .publish(BUS_EVENTS.BOOKING_CREATED, { bookingId: id })
          .catch((error: unknown) => ctx.logger.warn({ err: error }, 'booking nudge failed')),
      )
      return row
    })
  } catch (error) {
    // A concurrent retry of this request may have booked first: then this one failed on its request id,
    // or, having waited for the client's balance, found the points already held. Its booking is the answer.
    const again = await db.selectFrom('bookings').selectAll().where('request_id', '=', input.requestId).executeTakeFirst()
    if (again?.client_id === clientId) return toBooking(again)
    if (isUniqueViolation(error)) throw slotTaken()
    if (error instanceof ApiError && error.code === 'insufficient-points') {
      throw new ApiError(
        409,
        'insufficient-points',
        `You need ${offer.price} Tio-Points for this booking. Get more Tio-Points on your profile page.`,
      )
    }
    throw error
  }
  return toBooking(booked)
}

export async function getBookingFor(db: Kysely<DB>, bookingId: string, userId: string, operator = false): Promise<BookingRow> {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst()
  if (!row || (!operator && row.client_id !== userId && row.expert_id !== userId)) throw new ApiError(404, 'not-found', 'No such booking.')
  return row
}

/**
 * Writes a transition: compare-and-set on the status and update time read, the ledger effect (post
 * the hold to the expert minus the platform fee, or void it back to the client) in the same
 * transaction; once it commits, the new balances are announced and the `mail` of this change sent.
 * Answers false when someone else changed the booking first.
 */
async function writeTransition(
  ctx: AppContext,
  row: BookingRow,
  patch: BookingPatch,
  now: Date,
  mail: string,
  extra: Partial<BookingRow> = {},
  postAmount = Number(row.price),
): Promise<boolean> {
  const { db } = ctx.database
  const minutes = OFFER_MINUTES[row.kind as OfferKind]
  return inTransaction(db, async (trx, afterCommit) => {
    const changed = await trx
      .updateTable('bookings')
      .set({ ...patch.set, ...extra, status: patch.status, updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where('updated_at', '=', row.updated_at)
      .executeTakeFirst()
    if (Number(changed.numUpdatedRows) === 0) return false
    if (patch.set.starts_at) {
      const availability = await getAvailability(trx, row.expert_id)
      await trx.deleteFrom('booking_cells').where('booking_id', '=', row.id).execute()
      await occupy(trx, row, patch.set.starts_at, minutes, availability.bufferMinutes)
      const ends = new Date(Date.parse(patch.set.starts_at) + minutes * 60_000).toISOString()
      await trx
        .updateTable('bookings')
        .set({
          ends_at: ends,
          reminder_due_at: reminderDueAt(patch.set.starts_at, now, ctx.config.consultations.reminderMinutes),
          reminder_sent_at: null,
        })
        .where('id', '=', row.id)
        .execute()
    }
    if (patch.status === 'cancelled' || patch.status === 'refunded')
      await trx.deleteFrom('booking_cells').where('booking_id', '=', row.id).execute()
    const reason = extra.decision ?? `booking-${patch.status}`
    let users: string[] = []
    if (patch.effect === 'void') users = (await voidHold(trx, { holdId: row.hold_id, reason })).userIds
    if (patch.effect === 'post') {
      const fee = Math.floor((postAmount * Number(row.fee_percent)) / 100)
      users = (
        await postHold(trx, { holdId: row.hold_id, payee: { userId: row.expert_id, pocket: 'earned' }, amount: postAmount, fee, reason })
      ).userIds
    }
    afterCommit(async () => {
      await announceBalances(db, ctx.emitToUser, users)
      const updated = await db.selectFrom('bookings').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
      announceBooking(ctx, updated)
      await sendBookingMail(ctx, updated, mail).catch((error: unknown) =>
        ctx.logger.warn({ err: error, booking: row.id }, 'booking mail failed'),
      )
    })
    return true
  })
}

/** A person acts on a booking (deliver, confirm, cancel, dispute, propose, accept-proposal). */
export async function actOnBooking(
  ctx: AppContext,
  userId: string,
  bookingId: string,
  input: { action: BookingAction; reason?: string; startsAt?: string },
  now = new Date(),
): Promise<Booking> {
  const { db } = ctx.database
  const row = await getBookingFor(db, bookingId, userId)
  const patch = transitionBooking(row, input.action, userId, now, ctx.config.consultations, input)
  if (input.action === 'propose' && input.startsAt) {
    const startsAt = new Date(input.startsAt).toISOString()
    if (!(await slotFreeIgnoringOwn(db, row, startsAt, now))) throw slotTaken()
    patch.set.proposed_starts_at = startsAt
  }
  if (input.action === 'deliver') await (row.kind === 'answer' ? requireWrittenReply(db, row) : requireCallRecord(db, row))
  let changed: boolean
  try {
    changed = await writeTransition(
      ctx,
      row,
      patch,
      now,
      input.action === 'accept-proposal' ? 'rescheduled' : input.action === 'propose' ? 'proposed' : patch.status,
    )
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken()
    throw error
  }
  if (!changed) throw new ApiError(409, 'invalid-booking-state', 'This booking changed meanwhile. Reload and try again.')
  return toBooking(await getBookingFor(db, bookingId, userId))
}

/** Whether a booked call could move to `startsAt`: a free slot once its own cells are left out. */
async function slotFreeIgnoringOwn(db: Kysely<DB>, row: BookingRow, startsAt: string, now: Date) {
  const availability = await getAvailability(db, row.expert_id)
  const taken = await takenCells(db, row.expert_id, now)
  const own = await db.selectFrom('booking_cells').select('cell_start').where('booking_id', '=', row.id).execute()
  for (const cell of own) taken.delete(cell.cell_start)
  return freeSlots(
    availability,
    OFFER_MINUTES[row.kind as OfferKind],
    now,
    taken,
    new Date(Date.parse(startsAt) - 24 * 3_600_000),
  ).includes(startsAt)
}

/** A call is delivered only if it took place in Tio: an accepted call between the two from CALL_EARLY_MINUTES before the booked start. */
async function requireCallRecord(db: Kysely<DB>, row: BookingRow) {
  const since = new Date(Date.parse(row.starts_at!) - CALL_EARLY_MINUTES * 60_000).toISOString()
  const call = await acceptedCallSince(db, row.expert_id, row.client_id, since)
  if (!call)
    throw new ApiError(
      409,
      'no-call',
      'No call with your client took place in Tio since the booked time: call them first, then mark the booking delivered.',
    )
}

/** A written answer is delivered by the answer itself: a message from the expert to the client since the booking was made. */
async function requireWrittenReply(db: Kysely<DB>, row: BookingRow) {
  const reply = await messageSentSince(db, row.expert_id, row.client_id, row.created_at)
  if (!reply)
    throw new ApiError(409, 'no-reply', 'Write your answer to your client in your Tio conversation first, then mark the booking delivered.')
}

/** An operator decides an open dispute: refund in full, release all, or pay the expert part (the rest back to the client). */
export async function decideDispute(
  ctx: AppContext,
  operatorId: string,
  bookingId: string,
  input: { outcome: 'refund' | 'release' | 'partial'; expertAmount?: number; reason: string },
  now = new Date(),
): Promise<Booking> {
  const { db } = ctx.database
  const row = await getBookingFor(db, bookingId, operatorId, true)
  if (row.status !== 'disputed') throw new ApiError(409, 'invalid-booking-state', 'Only an open dispute can be decided.')
  const price = Number(row.price)
  const expertAmount = input.outcome === 'refund' ? 0 : input.outcome === 'release' ? price : (input.expertAmount ?? -1)
  if (expertAmount < 0 || expertAmount > price)
    throw new ApiError(400, 'bad-request', `expertAmount: from 0 to ${price}`, { expertAmount: `From 0 to ${price}` })
  const patch: BookingPatch =
    expertAmount === 0 ? { status: 'refunded', effect: 'void', set: {} } : { status: 'completed', effect: 'post', set: {} }
  const decision = `${input.outcome}: ${input.reason}`
  if (!(await writeTransition(ctx, row, patch, now, 'decided', { decision, decided_by: operatorId }, expertAmount))) {
    throw new ApiError(409, 'invalid-booking-state', 'This dispute was decided meanwhile.')
  }
  return toBooking(await getBookingFor(db, bookingId, operatorId, true))
}

/** Adds both people's names and the expert's public page to bookings. */
async function withPeople(db: Kysely<DB>, bookings: Booking[], freeCancelHours: number): Promise<BookingView[]> {
  if (bookings.length === 0) return []
  const ids = [...new Set(bookings.flatMap((b) => [b.clientId, b.expertId]))]
  const [users, experts] = await Promise.all([
    db.selectFrom('user').select(['id', 'name']).where('id', 'in', ids).execute(),
    expertPagesOf(db, ids),
  ])
  const name = new Map(users.map((u) => [u.id, u.name]))
  const url = new Map(experts.map((e) => [e.user_id, e.custom_url]))
  return bookings.map((b) => {
    const customUrl = url.get(b.expertId)
    return {
      ...b,
      expertName: name.get(b.expertId) ?? 'A former expert',
      clientName: name.get(b.clientId) ?? 'A former member',
      expertPath: customUrl ? `/expert/${customUrl}` : null,
      freeCancelUntil: b.startsAt ? new Date(Date.parse(b.startsAt) - freeCancelHours * 3_600_000).toISOString() : null,
    }
  })
}

/** Bookings of a person (as client or expert), newest first. */
export async function listBookings(
  db: Kysely<DB>,
  userId: string,
  options: { freeCancelHours: number; status?: BookingStatus; limit?: number },
): Promise<BookingView[]> {
  let query = db
    .selectFrom('bookings')
    .selectAll()
    .where((eb) => eb.or([eb('client_id', '=', userId), eb('expert_id', '=', userId)]))
  if (options.status) query = query.where('status', '=', options.status)
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 50)
    .execute()
  return withPeople(db, rows.map(toBooking), options.freeCancelHours)
}

/** Open disputes for /admin, oldest first, each with the pair's messages since the booking (the last 30) and their calls. */
export async function listDisputes(db: Kysely<DB>, freeCancelHours: number): Promise<DisputeView[]> {
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('status', '=', 'disputed')
    .orderBy('updated_at', 'asc')
    .limit(100)
    .execute()
  const views = await withPeople(db, rows.map(toBooking), freeCancelHours)
  return Promise.all(
    views.map(async (view) => {
      const { expertId: e, clientId: c } = view
      const [messages, calls] = await Promise.all([
        messagesBetweenSince(db, e, c, view.createdAt, 30),
        callsBetweenSince(db, e, c, view.createdAt, 20),
      ])
      return { ...view, messages, calls }
    }),
  )
}
/**
 * One pass of the sweeper: releases delivered bookings whose release time has come and sends due
 * reminders. Due times live in the database, so a restart loses none; each change is a
 * compare-and-set, so two instances sweeping at once do each thing once.
 */
export async function sweepBookings(ctx: AppContext, now = new Date()): Promise<{ released: number; reminded: number }> {
  const { db } = ctx.database
  let released = 0
  let reminded = 0
  const due = await db
    .selectFrom('bookings')
    .selectAll()
    .where('status', '=', 'delivered')
    .where('release_due_at', '<=', now.toISOString())
    .limit(100)
    .execute()
  for (const row of due) {
    const patch = transitionBooking(row, 'auto-release', 'system', now, ctx.config.consultations)
    if (await writeTransition(ctx, row, patch, now, 'completed')) released++
  }
  const reminders = await db
    .selectFrom('bookings')
    .selectAll()
    .where('status', '=', 'booked')
    .where('reminder_sent_at', 'is', null)
    .where('reminder_due_at', '<=', now.toISOString())
    .where('starts_at', '>', now.toISOString())
    .limit(100)
    .execute()
  for (const row of reminders) {
    const claimed = await db
      .updateTable('bookings')
      .set({ reminder_sent_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('reminder_sent_at', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0) continue
    reminded++
    await sendBookingMail(ctx, row, 'reminder').catch((error: unknown) => ctx.logger.warn({ err: error }, 'reminder mail failed'))
  }
  return { released, reminded }
}
