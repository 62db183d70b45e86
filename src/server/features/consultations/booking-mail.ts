import { createEvent } from 'ics'
import type { Selectable } from 'kysely'
import { OFFER_LABELS, type OfferKind } from '../../../shared/schemas/consultation'
import type { AppContext } from '../../context'
import type { BookingsTable } from './consultations.tables'

export type BookingMailKind =
  'booked' | 'reminder' | 'proposed' | 'rescheduled' | 'delivered' | 'completed' | 'cancelled' | 'disputed' | 'refunded' | 'decided'

const SUBJECTS: Partial<Record<BookingMailKind, string>> = {
  booked: 'Booking confirmed',
  reminder: 'Reminder: your consultation starts soon',
  proposed: 'A new time is proposed for your booking',
  rescheduled: 'Booking moved to a new time',
  delivered: 'Consultation delivered: please confirm',
  completed: 'Consultation completed',
  cancelled: 'Booking cancelled',
  disputed: 'A dispute was opened',
  decided: 'Dispute decided',
}

const whenText = (iso: string) => `${new Date(iso).toUTCString().replace('GMT', 'UTC')}`

/** The .ics invitation of a booked call (UTC; calendars show it in each person's own time zone). */
export function bookingInvitation(
  ctx: AppContext,
  row: Selectable<BookingsTable>,
  title: string,
  people: { name: string; email: string }[],
  cancelled = false,
): string | null {
  if (!row.starts_at || !row.ends_at) return null
  const { error, value } = createEvent({
    uid: `booking-${row.id}@tio`,
    start: Date.parse(row.starts_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(row.ends_at),
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    description: `${row.note ? `${row.note}\n\n` : ''}Join from your Tio conversation: ${ctx.config.publicUrl}/chat`,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: Math.floor(Date.parse(row.updated_at) / 1000) % 2_000_000_000,
    organizer: { name: 'Tio', email: ctx.config.mailFrom.match(/<([^>]+)>/)?.[1] ?? 'no-reply@tio.local' },
    attendees: people.map((p) => ({ name: p.name, email: p.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' })),
  })
  if (error || !value) throw error ?? new Error('ics: no invitation')
  return value
}

/** Tells both people what happened to a booking; a booked, moved or reminded call carries its .ics. */
export async function sendBookingMail(ctx: AppContext, row: Selectable<BookingsTable>, kind: BookingMailKind | string) {
  const subject = SUBJECTS[kind as BookingMailKind]
  if (!subject) return
  const { db } = ctx.database
  const users = await db.selectFrom('user').select(['id', 'name', 'email']).where('id', 'in', [row.client_id, row.expert_id]).execute()
  const client = users.find((u) => u.id === row.client_id)
  const expert = users.find((u) => u.id === row.expert_id)
  if (!client || !expert) return
  const what = OFFER_LABELS[row.kind as OfferKind]
  const title = `${what} with ${expert.name} on Tio`
  const withIcs = ['booked', 'reminder', 'rescheduled', 'cancelled'].includes(kind)
  const ics = withIcs ? bookingInvitation(ctx, row, title, [client, expert], kind === 'cancelled') : null
  const lines = [
    `${what}${row.medium ? ` (${row.medium})` : ''} between ${client.name} (client) and ${expert.name} (expert).`,
    row.starts_at
      ? `When: ${whenText(row.starts_at)}${ics ? ' (the attached invitation shows it in your time zone)' : ''}.`
      : 'A written answer: the expert replies in your Tio conversation.',
    kind === 'proposed' && row.proposed_starts_at
      ? `Proposed new time: ${whenText(row.proposed_starts_at)}. Accept it on ${ctx.config.publicUrl}/consultations, or keep the booked time.`
      : '',
    `Price: ${Number(row.price)} Tio-Points${kind === 'booked' ? ", held from the client's balance until the consultation is delivered" : ''}.`,
    row.decision ? `Decision: ${row.decision}` : '',
    row.dispute_reason && kind === 'disputed' ? `Reason: ${row.dispute_reason}` : '',
    `Open the conversation: ${ctx.config.publicUrl}/chat`,
  ].filter(Boolean)
  for (const person of [client, expert]) {
    await ctx.mailer.send({
      to: person.email,
      subject: `${subject}: ${what}`,
      text: `Hello ${person.name},\n\n${lines.join('\n')}\n\nTio`,
      ...(ics
        ? {
            attachments: [
              {
                filename: 'invite.ics',
                content: ics,
                contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
              },
            ],
          }
        : {}),
    })
  }
}
