import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyPoints, createApprovedExpert, createUser, sendChatMessage, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import type { Availability, Booking, BookingInput, DisputeView } from '../../../shared/schemas/consultation'
import { ApiError } from '../../http/errors'
import { balances, checkLedger, history } from '../ledger'
import { transitionBooking, type BookingState } from './booking-state'
import { actOnBooking, createBooking, listSlots, reminderDueAt, sweepBookings } from './bookings.service'
import { setAvailability, setOffers } from './offers.service'
import { freeSlots } from './slots'

const HOUR = 3_600_000
const rules = { freeCancelHours: 24, autoReleaseHours: 72 }

describe('booking transitions with an injected clock (issue 23 items 3, 4)', () => {
  const start = new Date('2026-12-10T10:00:00.000Z')
  const at = (ms: number) => new Date(start.getTime() + ms)
  const booked: BookingState = {
    status: 'booked',
    expert_id: 'e',
    client_id: 'c',
    kind: 'call30',
    starts_at: start.toISOString(),
    delivered_at: null,
    proposed_starts_at: null,
    proposed_by: null,
  }
  const status = (fn: () => unknown) => {
    try {
      fn()
      return 'allowed'
    } catch (error) {
      return error instanceof ApiError ? error.status : error
    }
  }

  it('lets the client cancel free until 24 h before, the expert any time; both refund in full', () => {
    expect(transitionBooking(booked, 'cancel', 'c', at(-24 * HOUR), rules)).toMatchObject({ status: 'cancelled', effect: 'void' })
    expect(status(() => transitionBooking(booked, 'cancel', 'c', at(-23 * HOUR), rules))).toBe(409)
    expect(transitionBooking(booked, 'cancel', 'e', at(-1 * HOUR), rules)).toMatchObject({ status: 'cancelled', effect: 'void' })
    expect(status(() => transitionBooking(booked, 'cancel', 'stranger', at(-30 * HOUR), rules))).toBe(403)
  })

  it('is delivered by the expert from 15 minutes before the start (people join early), confirmed by the client or released by the system after 72 h', () => {
    expect(status(() => transitionBooking(booked, 'deliver', 'e', at(-16 * 60_000), rules))).toBe(409)
    expect(transitionBooking(booked, 'deliver', 'e', at(-15 * 60_000), rules)).toMatchObject({ status: 'delivered' })
    expect(status(() => transitionBooking(booked, 'deliver', 'c', at(1), rules))).toBe(403)
    const patch = transitionBooking(booked, 'deliver', 'e', at(HOUR), rules)
    expect(patch).toMatchObject({ status: 'delivered', effect: 'none', set: { release_due_at: at(73 * HOUR).toISOString() } })
    const delivered = { ...booked, status: 'delivered', delivered_at: at(HOUR).toISOString() }
    expect(transitionBooking(delivered, 'confirm', 'c', at(2 * HOUR), rules)).toMatchObject({ status: 'completed', effect: 'post' })
    expect(status(() => transitionBooking(delivered, 'confirm', 'e', at(2 * HOUR), rules))).toBe(403)
    expect(status(() => transitionBooking(delivered, 'auto-release', 'system', at(72 * HOUR), rules))).toBe(409)
    expect(transitionBooking(delivered, 'auto-release', 'system', at(73 * HOUR), rules)).toMatchObject({
      status: 'completed',
      effect: 'post',
    })
    for (const final of ['completed', 'cancelled', 'refunded']) {
      for (const action of ['deliver', 'confirm', 'cancel', 'dispute'] as const) {
        expect(
          status(() => transitionBooking({ ...delivered, status: final }, action, 'c', at(2 * HOUR), rules, { reason: 'x' })),
        ).not.toBe('allowed')
      }
    }
  })

  it('opens a dispute with a reason within 72 h of delivery, not before the call; moves a call by proposal and acceptance', () => {
    const delivered = { ...booked, status: 'delivered', delivered_at: at(HOUR).toISOString() }
    expect(status(() => transitionBooking(delivered, 'dispute', 'c', at(2 * HOUR), rules))).toBe(400)
    expect(transitionBooking(delivered, 'dispute', 'e', at(2 * HOUR), rules, { reason: 'no show' })).toMatchObject({ status: 'disputed' })
    expect(status(() => transitionBooking(delivered, 'dispute', 'c', at(73 * HOUR), rules, { reason: 'late' }))).toBe(409)
    expect(status(() => transitionBooking(booked, 'dispute', 'c', at(-HOUR), rules, { reason: 'early' }))).toBe(409)
    const moved = at(48 * HOUR).toISOString()
    expect(transitionBooking(booked, 'propose', 'c', at(-30 * HOUR), rules, { startsAt: moved }).set).toMatchObject({
      proposed_starts_at: moved,
      proposed_by: 'c',
    })
    const proposed = { ...booked, proposed_starts_at: moved, proposed_by: 'c' }
    expect(status(() => transitionBooking(proposed, 'accept-proposal', 'c', at(-30 * HOUR), rules))).toBe(403)
    expect(transitionBooking(proposed, 'accept-proposal', 'e', at(-30 * HOUR), rules).set).toMatchObject({
      starts_at: moved,
      proposed_starts_at: null,
    })
  })
})

describe('free slots (issue 23 item 2)', () => {
  const madrid: Availability = {
    timeZone: 'Europe/Madrid',
    weeklyHours: { mon: [['09:00', '10:30']] },
    bufferMinutes: 15,
    minNoticeHours: 2,
    daysOff: ['2026-12-14'],
  }
  const now = new Date('2026-12-06T12:00:00.000Z') // a Sunday

  it("reads the weekly hours in the expert's time zone, leaves out days off, notice, taken cells and the buffer", () => {
    const slots = freeSlots(madrid, 30, now, new Set())
    // Monday 7 Dec, 09:00 in Madrid (UTC+1) = 08:00 UTC; the last 30-minute start is 10:00 local.
    expect(slots.slice(0, 5)).toEqual([
      '2026-12-07T08:00:00.000Z',
      '2026-12-07T08:15:00.000Z',
      '2026-12-07T08:30:00.000Z',
      '2026-12-07T08:45:00.000Z',
      '2026-12-07T09:00:00.000Z',
    ])
    expect(slots.some((s) => s.startsWith('2026-12-14'))).toBe(false)
    expect(slots.some((s) => s.startsWith('2026-12-21'))).toBe(true)
    const taken = new Set(['2026-12-07T08:30:00.000Z'])
    const around = freeSlots(madrid, 30, now, taken).filter((s) => s.startsWith('2026-12-07'))
    // 08:00 needs 08:00-08:45 (call + buffer): blocked by 08:30; 08:45 is after it.
    expect(around).toEqual(['2026-12-07T08:45:00.000Z', '2026-12-07T09:00:00.000Z'])
    // Two hours' notice at 07:00 UTC leaves only the 10:00 (Madrid) start that day.
    expect(freeSlots(madrid, 30, new Date('2026-12-07T07:00:00.000Z'), new Set()).filter((s) => s.startsWith('2026-12-07'))).toEqual([
      '2026-12-07T09:00:00.000Z',
    ])
  })

  it('follows summer time: 09:00 in Madrid is 07:00 UTC in June', () => {
    expect(freeSlots(madrid, 60, new Date('2026-06-07T12:00:00.000Z'), new Set())[0]).toBe('2026-06-08T07:00:00.000Z')
  })
})

describe.each(DIALECTS)('consultations on %s (issue 23)', (dialect) => {
  let server: TestServer
  let expert: TestUser
  let client: TestUser
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      listen: false,
      env: { PLATFORM_FEE_PERCENT: '10', RATE_LIMIT: 'false', ADMIN_EMAILS: 'op@tio.test' },
    })
    expert = await createApprovedExpert(server)
    client = await createUser(server)
    await buyPoints(server, client, 1000)
  })
  afterAll(async () => server.close())
  const db = () => server.ctx.database.db
  const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
  const everyDay = {
    mon: [['00:00', '23:45']],
    tue: [['00:00', '23:45']],
    wed: [['00:00', '23:45']],
    thu: [['00:00', '23:45']],
    fri: [['00:00', '23:45']],
    sat: [['00:00', '23:45']],
    sun: [['00:00', '23:45']],
  }
  const book = (who: TestUser, body: Record<string, unknown>) =>
    server.request('/api/consultations/bookings', {
      method: 'POST',
      cookie: who.cookie,
      json: { expertId: expert.id, requestId: randomUUID(), note: 'About my lease', ...body },
    })

  it('an approved expert sets priced offers within their communication options; others are refused; the offers are public (item 1)', async () => {
    const offers = {
      offers: [
        { kind: 'answer', price: 20 },
        { kind: 'call30', price: 40, medium: 'voice' },
      ],
      freeFirstMessage: true,
    }
    expect((await server.request('/api/consultations/offers', { method: 'PUT', cookie: client.cookie, json: offers })).status).toBe(403)
    expect((await server.request('/api/consultations/offers', { method: 'PUT', json: offers })).status).toBe(401)
    expect(
      (
        await server.request('/api/consultations/offers', {
          method: 'PUT',
          cookie: expert.cookie,
          json: { ...offers, offers: [{ kind: 'call30', price: 40, medium: 'video' }] },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await server.request('/api/consultations/offers', {
          method: 'PUT',
          cookie: expert.cookie,
          json: { ...offers, offers: [{ kind: 'call30', price: 0, medium: 'voice' }] },
        })
      ).status,
    ).toBe(400)
    // A price is a JSON number: neither "40" nor true is read as one.
    for (const price of ['40', true])
      expect(
        (
          await server.request('/api/consultations/offers', {
            method: 'PUT',
            cookie: expert.cookie,
            json: { ...offers, offers: [{ kind: 'answer', price }] },
          })
        ).status,
        String(price),
      ).toBe(400)
    expect((await server.request('/api/consultations/offers', { method: 'PUT', cookie: expert.cookie, json: offers })).status).toBe(200)
    expect(await json(server.request(`/api/consultations/offers/${expert.id}`))).toEqual({
      offers: [
        { kind: 'answer', price: 20, medium: null },
        { kind: 'call30', price: 40, medium: 'voice' },
      ],
      freeFirstMessage: true,
    })
    const availability = { timeZone: 'Europe/Lisbon', weeklyHours: everyDay, bufferMinutes: 15, minNoticeHours: 1, daysOff: [] }
    expect(
      (
        await server.request('/api/consultations/availability', {
          method: 'PUT',
          cookie: expert.cookie,
          json: { ...availability, timeZone: 'Mars/Olympus' },
        })
      ).status,
    ).toBe(400)
    expect(
      (await server.request('/api/consultations/availability', { method: 'PUT', cookie: expert.cookie, json: availability })).status,
    ).toBe(200)
  })

  it("a booking opens the pair's conversation for both at once, one per pair, seen by no one else", async () => {
    type ChatList = { chats: { chatId: string; other: { id: string }; lastMessage: unknown }[] }
    const chatsOf = (who: TestUser) => json<ChatList>(server.request('/api/chats', { cookie: who.cookie }))
    const newcomer = await createUser(server)
    await buyPoints(server, newcomer, 100)
    const earlier = await createUser(server)
    await sendChatMessage(server, earlier, expert, 'Hello before the booking')
    expect((await book(newcomer, { kind: 'answer', price: 20 })).status).toBe(201)
    const clientSide = (await chatsOf(newcomer)).chats
    expect(clientSide).toMatchObject([{ other: { id: expert.id }, lastMessage: null }])
    const expertSide = (await chatsOf(expert)).chats
    // Latest activity first: the booking's conversation is above the one whose message came before it.
    expect(expertSide[0]).toMatchObject({ chatId: clientSide[0]!.chatId, other: { id: newcomer.id } })
    expect(expertSide.map((c) => c.other.id)).toContain(earlier.id)
    const opened = await json<{ chatId: string | null }>(
      server.request(`/api/chats/with/${expert.id}/messages`, { cookie: newcomer.cookie }),
    )
    expect(opened.chatId).toBe(clientSide[0]!.chatId)
    // A second booking, and a message, stay in the same conversation.
    expect((await book(newcomer, { kind: 'answer', price: 20 })).status).toBe(201)
    await sendChatMessage(server, newcomer, expert, 'About my booking')
    expect((await chatsOf(newcomer)).chats.map((c) => c.chatId)).toEqual([clientSide[0]!.chatId])
    const stranger = await createUser(server)
    expect((await chatsOf(stranger)).chats).toEqual([])
    expect((await server.request(`/api/chats/${clientSide[0]!.chatId}/messages`, { cookie: stranger.cookie })).status).toBe(403)
  })

  it('books a slot holding the price; the slot is gone for everyone else; a short balance is refused with a link (items 2, 3)', async () => {
    const { slots, freeCancelHours } = await json<{ slots: string[]; timeZone: string; freeCancelHours: number }>(
      server.request(`/api/consultations/slots/${expert.id}?kind=call30`),
    )
    expect(slots.length).toBeGreaterThan(10)
    expect(freeCancelHours).toBe(24)
    const startsAt = slots[4]!
    expect((await book(client, { kind: 'call30', medium: 'voice', startsAt, price: 35 })).status).toBe(409)
    const response = await book(client, { kind: 'call30', medium: 'voice', startsAt, price: 40 })
    expect(response.status).toBe(201)
    const { booking } = await json<{ booking: Booking }>(response)
    expect(booking).toMatchObject({ status: 'booked', price: 40, startsAt })
    expect(await balances(db(), client.id)).toMatchObject({ total: 1060, held: 40 })
    expect((await history(db(), client.id)).entries[0]).toMatchObject({
      kind: 'hold',
      amount: -40,
      holdStatus: 'pending',
      object: { type: 'booking', id: booking.id },
    })
    const other = await createUser(server)
    const taken = await book(other, { kind: 'call30', medium: 'voice', startsAt, price: 40 })
    expect(taken.status).toBe(409)
    const { slots: after } = await json<{ slots: string[] }>(server.request(`/api/consultations/slots/${expert.id}?kind=call30`))
    expect(after).not.toContain(startsAt)
    const poor = await createUser(server)
    const short = await book(poor, { kind: 'call30', medium: 'voice', startsAt: slots[12], price: 40 })
    expect(short.status).toBe(201)
    const broke = await book(poor, { kind: 'call30', medium: 'voice', startsAt: slots[20], price: 40 })
    expect(broke.status).toBe(201)
    const refused = await book(poor, { kind: 'call30', medium: 'voice', startsAt: slots[28], price: 40 })
    expect(refused.status).toBe(409)
    expect((await json<{ error: { code: string; message: string } }>(refused)).error).toMatchObject({
      code: 'insufficient-points',
      message: expect.stringContaining('Get more Tio-Points'),
    })
    // Both people got the confirmation with its invitation.
    const mails = await db()
      .selectFrom('mailbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('subject', 'like', 'Booking confirmed%')
      .execute()
    expect(mails.filter((m) => m.to_address === expert.email.toLowerCase()).length).toBeGreaterThan(0)
    expect(mails.find((m) => m.to_address === client.email.toLowerCase())?.text_body).toContain('Attached: invite.ics')
  })

  it('two clients booking the same slot at once: exactly one gets it (item 2)', async () => {
    const { slots } = await json<{ slots: string[] }>(server.request(`/api/consultations/slots/${expert.id}?kind=call30`))
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser(server)))
    const answers = await Promise.all(people.map((p) => book(p, { kind: 'call30', medium: 'voice', startsAt: slots[40], price: 40 })))
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    // An overlapping start (15 minutes later, inside call + buffer) is refused too.
    const overlap = await book(people[0]!, {
      kind: 'call30',
      medium: 'voice',
      startsAt: new Date(Date.parse(slots[40]!) + 15 * 60_000).toISOString(),
      price: 40,
    })
    expect(overlap.status).toBe(409)
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('cancelled by the client in time: refunded in full; a retried booking request books once (item 4)', async () => {
    const { slots } = await json<{ slots: string[] }>(server.request(`/api/consultations/slots/${expert.id}?kind=call30`))
    const requestId = randomUUID()
    const far = slots.find((s) => Date.parse(s) > Date.now() + 30 * HOUR)!
    const [one, two] = await Promise.all(
      [1, 2].map(() => book(client, { kind: 'call30', medium: 'voice', startsAt: far, price: 40, requestId })),
    )
    const a = await json<{ booking: Booking }>(one!)
    const b = await json<{ booking: Booking }>(two!)
    expect(a.booking.id).toBe(b.booking.id)
    const before = await balances(db(), client.id)
    const cancel = await server.request(`/api/consultations/bookings/${a.booking.id}/actions`, {
      method: 'POST',
      cookie: client.cookie,
      json: { action: 'cancel' },
    })
    expect(cancel.status).toBe(200)
    expect(await balances(db(), client.id)).toMatchObject({ total: before.total + 40, held: before.held - 40 })
    const stranger = await createUser(server)
    expect((await server.request(`/api/consultations/bookings/${a.booking.id}`, { cookie: stranger.cookie })).status).toBe(404)
  })

  it('a call delivered after it took place, confirmed: the expert earns the price minus the 10% fee, the platform the fee (item 3)', async () => {
    const [booking] = (
      await json<{ bookings: Booking[] }>(server.request('/api/consultations/bookings', { cookie: client.cookie }))
    ).bookings.filter((b) => b.status === 'booked')
    const act = (who: TestUser, body: Record<string, unknown>) =>
      server.request(`/api/consultations/bookings/${booking!.id}/actions`, { method: 'POST', cookie: who.cookie, json: body })
    expect((await act(expert, { action: 'deliver' })).status).toBe(409)
    // Time passes: the call's start is now.
    await db()
      .updateTable('bookings')
      .set({ starts_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', booking!.id)
      .execute()
    expect((await json<{ error: { code: string } }>(act(expert, { action: 'deliver' }))).error.code).toBe('no-call')
    const call = await json<{ call: { id: string } }>(
      server.request('/api/calls', { method: 'POST', cookie: expert.cookie, json: { calleeId: client.id, kind: 'voice' } }),
    )
    expect((await server.request(`/api/calls/${call.call.id}/accept`, { method: 'POST', cookie: client.cookie })).status).toBe(200)
    expect((await act(client, { action: 'deliver' })).status).toBe(403)
    expect((await act(expert, { action: 'deliver' })).status).toBe(200)
    const earnedBefore = (await balances(db(), expert.id)).earned
    const [first, second] = await Promise.all([act(client, { action: 'confirm' }), act(client, { action: 'confirm' })])
    expect([first!.status, second!.status].sort()).toEqual([200, 409])
    expect((await balances(db(), expert.id)).earned).toBe(earnedBefore + 36)
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('a written answer is delivered by the answer itself: refused until the expert wrote to the client after the booking (item 3)', async () => {
    const { booking } = await json<{ booking: Booking }>(
      book(client, { kind: 'answer', price: 20, note: 'Can my landlord keep the deposit?' }),
    )
    const deliver = () =>
      server.request(`/api/consultations/bookings/${booking.id}/actions`, {
        method: 'POST',
        cookie: expert.cookie,
        json: { action: 'deliver' },
      })
    const refused = await deliver()
    expect(refused.status).toBe(409)
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('no-reply')
    // A message from the client does not count; the expert's reply does.
    const send = (from: TestUser, to: TestUser, body: string) =>
      server.request(`/api/chats/with/${to.id}/messages`, { method: 'POST', cookie: from.cookie, json: { clientId: randomUUID(), body } })
    expect((await send(client, expert, 'Here are the details')).status).toBeLessThan(300)
    expect((await deliver()).status).toBe(409)
    expect((await send(expert, client, 'No: only for damage beyond normal wear.')).status).toBeLessThan(300)
    const delivered = await deliver()
    expect(delivered.status).toBe(200)
    expect((await json<{ booking: Booking }>(delivered)).booking.status).toBe('delivered')
    const confirm = await server.request(`/api/consultations/bookings/${booking.id}/actions`, {
      method: 'POST',
      cookie: client.cookie,
      json: { action: 'confirm' },
    })
    expect((await json<{ booking: Booking }>(confirm)).booking.status).toBe('completed')
  })

  it('a dispute decided by the operator: part to the expert, the rest back to the client, with its reason (item 4)', async () => {
    const { slots } = await json<{ slots: string[] }>(server.request(`/api/consultations/slots/${expert.id}?kind=call30`))
    const { booking } = await json<{ booking: Booking }>(book(client, { kind: 'call30', medium: 'voice', startsAt: slots[60], price: 40 }))
    await db()
      .updateTable('bookings')
      .set({ starts_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', booking.id)
      .execute()
    const dispute = await server.request(`/api/consultations/bookings/${booking.id}/actions`, {
      method: 'POST',
      cookie: client.cookie,
      json: { action: 'dispute', reason: 'The expert left after 5 minutes' },
    })
    expect(dispute.status).toBe(200)
    const operator = await createUser(server, { email: 'op@tio.test' })
    expect((await server.request('/api/consultations/disputes', { cookie: client.cookie })).status).toBe(403)
    const open = await json<{ bookings: DisputeView[] }>(server.request('/api/consultations/disputes', { cookie: operator.cookie }))
    expect(open.bookings.map((b) => b.id)).toContain(booking.id)
    // The operator sees the pair, their conversation since the booking and their calls.
    expect(open.bookings.find((b) => b.id === booking.id)).toMatchObject({
      disputeReason: 'The expert left after 5 minutes',
      clientName: expect.any(String),
      expertName: expect.any(String),
      messages: [],
      calls: [],
    })
    const before = { client: await balances(db(), client.id), expert: await balances(db(), expert.id) }
    const decide = (body: Record<string, unknown>) =>
      server.request(`/api/consultations/disputes/${booking.id}/decision`, { method: 'POST', cookie: operator.cookie, json: body })
    expect((await decide({ outcome: 'partial', expertAmount: 41, reason: 'x' })).status).toBe(400)
    const decided = await json<{ booking: Booking }>(
      decide({ outcome: 'partial', expertAmount: 10, reason: 'Five minutes of thirty took place' }),
    )
    expect(decided.booking).toMatchObject({ status: 'completed', decision: 'partial: Five minutes of thirty took place' })
    expect((await decide({ outcome: 'refund', reason: 'again' })).status).toBe(409)
    expect((await balances(db(), client.id)).total).toBe(before.client.total + 30)
    expect((await balances(db(), expert.id)).earned).toBe(before.expert.earned + 9)
    expect((await history(db(), client.id)).entries.find((e) => e.kind === 'refund' && e.object?.id === booking.id)?.reason).toBe(
      'partial: Five minutes of thirty took place',
    )
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('the sweeper releases a delivered booking after 72 h and sends each reminder once, from due times in the database (item 3)', async () => {
    const { slots } = await json<{ slots: string[] }>(server.request(`/api/consultations/slots/${expert.id}?kind=call30`))
    const { booking } = await json<{ booking: Booking }>(book(client, { kind: 'call30', medium: 'voice', startsAt: slots[80], price: 40 }))
    const reminderAt = new Date(Date.parse(slots[80]!) - 59 * 60_000)
    const due = await db()
      .selectFrom('bookings')
      .select('id')
      .where('status', '=', 'booked')
      .where('reminder_sent_at', 'is', null)
      .where('reminder_due_at', '<=', reminderAt.toISOString())
      .where('starts_at', '>', reminderAt.toISOString())
      .execute()
    expect(due.map((d) => d.id)).toContain(booking.id)
    const [a, b] = await Promise.all([sweepBookings(server.ctx, reminderAt), sweepBookings(server.ctx, reminderAt)])
    expect(a.reminded + b.reminded).toBe(due.length)
    expect((await sweepBookings(server.ctx, reminderAt)).reminded).toBe(0)
    expect((await db().selectFrom('mailbox').select('id').where('subject', 'like', 'Reminder%').execute()).length).toBe(2 * due.length)
    const deliveredAt = new Date(Date.parse(slots[80]!) + 30 * 60_000)
    await db()
      .updateTable('bookings')
      .set({
        status: 'delivered',
        delivered_at: deliveredAt.toISOString(),
        release_due_at: new Date(deliveredAt.getTime() + 72 * HOUR).toISOString(),
      })
      .where('id', '=', booking.id)
      .execute()
    expect((await sweepBookings(server.ctx, new Date(deliveredAt.getTime() + 71 * HOUR))).released).toBe(0)
    const earned = (await balances(db(), expert.id)).earned
    expect((await sweepBookings(server.ctx, new Date(deliveredAt.getTime() + 72 * HOUR))).released).toBe(1)
    expect((await balances(db(), expert.id)).earned).toBe(earned + 36)
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('either proposes a new time and the other accepts: the call moves, its old time frees, both are told (item 4)', async () => {
    const { slots } = await json<{ slots: string[] }>(server.request(`/api/consultations/slots/${expert.id}?kind=call30`))
    const [from, to] = [slots[100]!, slots[104]!]
    const { booking } = await json<{ booking: Booking }>(book(client, { kind: 'call30', medium: 'voice', startsAt: from, price: 40 }))
    const act = (who: TestUser, body: Record<string, unknown>) =>
      server.request(`/api/consultations/bookings/${booking.id}/actions`, { method: 'POST', cookie: who.cookie, json: body })
    expect((await act(client, { action: 'propose', startsAt: to })).status).toBe(200)
    const mail = (subject: string) =>
      db()
        .selectFrom('mailbox')
        .select('text_body')
        .where('to_address', '=', expert.email.toLowerCase())
        .where('subject', 'like', `${subject}%`)
        .execute()
    expect((await mail('A new time is proposed')).at(-1)?.text_body).toContain('Proposed new time')
    expect((await act(client, { action: 'accept-proposal' })).status).toBe(403)
    const moved = await json<{ booking: Booking }>(act(expert, { action: 'accept-proposal' }))
    expect(moved.booking).toMatchObject({ startsAt: to, proposedStartsAt: null, status: 'booked' })
    const { slots: after } = await json<{ slots: string[] }>(server.request(`/api/consultations/slots/${expert.id}?kind=call30`))
    expect(after).toContain(from)
    expect(after).not.toContain(to)
    expect((await mail('Booking moved to a new time')).length).toBeGreaterThan(0)
  })

  it('100 concurrent bookings and cancellations from one account through the booking service: never below zero, no hold released twice, entries sum to the balances, one booking per slot (item 5)', async () => {
    const pro = await createApprovedExpert(server)
    const buyer = await createUser(server)
    await buyPoints(server, buyer, 150)
    const start = (await balances(db(), buyer.id)).total
    await setOffers(server.ctx, pro.id, {
      offers: [
        { kind: 'answer', price: 9 },
        { kind: 'call15', price: 13, medium: 'voice' },
      ],
      freeFirstMessage: false,
    })
    await setAvailability(server.ctx, pro.id, {
      timeZone: 'UTC',
      weeklyHours: everyDay as Availability['weeklyHours'],
      bufferMinutes: 0,
      minNoticeHours: 1,
      daysOff: [],
    })
    const input = (body: Partial<BookingInput>): BookingInput => ({
      expertId: pro.id,
      kind: 'answer',
      price: 9,
      note: '',
      requestId: randomUUID(),
      ...body,
    })
    // 25 answers booked first (225 of the 250 points held: 150 bought, 100 from sign-up), each then cancelled twice at once,
    // while 50 bookings (calls on 10 slots, answers) ask for more than the account holds.
    const made: Booking[] = []
    for (let i = 0; i < 25; i++) made.push(await createBooking(server.ctx, buyer.id, input({})))
    const { slots } = await listSlots(db(), pro.id, 'call15')
    const outcome = (p: Promise<unknown>) =>
      p.then(() => 'ok').catch((error: unknown) => (error instanceof ApiError ? error.code : String(error)))
    const bookings = Array.from({ length: 50 }, (_, i) =>
      outcome(
        createBooking(
          server.ctx,
          buyer.id,
          i % 2 ? input({}) : input({ kind: 'call15', medium: 'voice', price: 13, startsAt: slots[i % 10] }),
        ),
      ),
    )
    const cancels = made.flatMap((b) => [0, 1].map(() => outcome(actOnBooking(server.ctx, buyer.id, b.id, { action: 'cancel' }))))
    const [booked, cancelled] = await Promise.all([Promise.all(bookings), Promise.all(cancels)])
    expect(booked.length + cancelled.length).toBe(100)
    for (const result of booked) expect(['ok', 'slot-taken', 'insufficient-points']).toContain(result)
    expect(booked).toContain('insufficient-points')
    // Each booking cancelled exactly once: its hold went back once.
    for (let i = 0; i < made.length; i++) expect([cancelled[2 * i], cancelled[2 * i + 1]].sort()).toEqual(['invalid-booking-state', 'ok'])
    const open = await db()
      .selectFrom('bookings')
      .select(['price', 'starts_at', 'kind'])
      .where('client_id', '=', buyer.id)
      .where('status', '=', 'booked')
      .execute()
    expect(open.length).toBe(booked.filter((r) => r === 'ok').length)
    const calls = open.filter((b) => b.kind === 'call15')
    expect(new Set(calls.map((c) => c.starts_at)).size).toBe(calls.length)
    const heldTotal = open.reduce((sum, b) => sum + Number(b.price), 0)
    const after = await balances(db(), buyer.id)
    expect(after).toMatchObject({ total: start - heldTotal, held: heldTotal })
    expect(Math.min(after.bonus, after.bought, after.earned)).toBeGreaterThanOrEqual(0)
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('a call booked closer to its start than the reminder time is reminded at the next sweep (item 2)', async () => {
    const { slots } = await json<{ slots: string[] }>(server.request(`/api/consultations/slots/${expert.id}?kind=call30`))
    const startsAt = slots[90]!
    const bookedAt = new Date(Date.parse(startsAt) - 20 * 60_000)
    const { booking } = await json<{ booking: Booking }>(book(client, { kind: 'call30', medium: 'voice', startsAt, price: 40 }))
    // As if booked 20 minutes before the start: the reminder is due at once, and goes out once.
    await db()
      .updateTable('bookings')
      .set({ reminder_due_at: reminderDueAt(startsAt, bookedAt, 60) })
      .where('id', '=', booking.id)
      .execute()
    expect(reminderDueAt(startsAt, bookedAt, 60)).toBe(bookedAt.toISOString())
    const reminders = () =>
      db()
        .selectFrom('mailbox')
        .select('id')
        .where('subject', 'like', 'Reminder%')
        .where('to_address', '=', client.email.toLowerCase())
        .execute()
    const before = (await reminders()).length
    expect((await sweepBookings(server.ctx, new Date(bookedAt.getTime() + 1_000))).reminded).toBe(1)
    expect((await sweepBookings(server.ctx, new Date(bookedAt.getTime() + 2_000))).reminded).toBe(0)
    expect((await reminders()).length).toBe(before + 1)
  })
})
