import { z } from 'zod'
import { OFFER_KINDS, OFFER_MEDIA, WEEKDAYS, MAX_PRICE, BOOKING_ACTIONS, BOOKING_STATUSES } from './consultation-text'

export * from './consultation-text'

// Money is a JSON number: a string or true is refused, not read as one.
const price = z
  .number({ message: 'price must be a number of Tio-Points' })
  .int('price must be a whole number of Tio-Points')
  .min(1, 'price must be at least 1 Tio-Point')
  .max(MAX_PRICE, `price must be at most ${MAX_PRICE} Tio-Points`)

export const offerSchema = z
  .object({
    kind: z.enum(OFFER_KINDS, { message: 'kind must be answer, call15, call30 or call60' }),
    price,
    medium: z.enum(OFFER_MEDIA, { message: "medium must be 'voice' or 'video'" }).nullable().optional(),
  })
  .strict()
  .refine((o) => o.kind === 'answer' || o.medium, { message: 'a call needs a medium: voice or video', path: ['medium'] })

/** PUT /api/consultations/offers: the whole set, replacing the previous one. */
export const offersInputSchema = z
  .object({
    offers: z.array(offerSchema).max(OFFER_KINDS.length * OFFER_MEDIA.length),
    freeFirstMessage: z.boolean(),
  })
  .strict()
  .refine((v) => new Set(v.offers.map((o) => `${o.kind}:${o.medium ?? ''}`)).size === v.offers.length, {
    message: 'each offer once',
    path: ['offers'],
  })
export type OffersInput = z.infer<typeof offersInputSchema>

/** GET /api/consultations/offers/{expertId}: an expert's priced offers as everyone sees them. */
export const expertOffersSchema = z.object({
  offers: z.array(z.object({ kind: z.enum(OFFER_KINDS), price: z.number().int(), medium: z.enum(OFFER_MEDIA).nullable() })),
  freeFirstMessage: z.boolean(),
})
export type ExpertOffers = z.infer<typeof expertOffersSchema>
export type Offer = ExpertOffers['offers'][number]

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'times are HH:MM')
const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, 'not a known time zone')

/** PUT /api/consultations/availability */
export const availabilityInputSchema = z
  .object({
    timeZone: timeZoneSchema,
    weeklyHours: z.partialRecord(
      z.enum(WEEKDAYS),
      z.array(z.tuple([hhmm, hhmm]).refine(([from, to]) => from < to, 'a range ends after it starts')).max(6),
    ),
    bufferMinutes: z.number().int().min(0).max(120),
    minNoticeHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 14),
    daysOff: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'days off are YYYY-MM-DD')).max(366),
  })
  .strict()
export type Availability = z.infer<typeof availabilityInputSchema>

export const slotsQuerySchema = z.object({
  kind: z.enum(['call15', 'call30', 'call60']),
  from: z.string().datetime().optional(),
})

/** POST /api/consultations/bookings */
export const bookingInputSchema = z
  .object({
    expertId: z.string().min(1).max(100),
    kind: z.enum(OFFER_KINDS),
    medium: z.enum(OFFER_MEDIA).nullable().optional(),
    startsAt: z.string().datetime().optional(),
    note: z.string().trim().max(2000).default(''),
    /** The price the client confirmed: refused (409) if the expert changed it meanwhile. */
    price: z.number().int().positive(),
    /** The client's own idempotency key: a retried request books once. */
    requestId: z.string().min(8).max(100),
  })
  .strict()
export type BookingInput = z.infer<typeof bookingInputSchema>

/** POST /api/consultations/bookings/:id/actions */
export const bookingActionSchema = z
  .object({
    action: z.enum(BOOKING_ACTIONS),
    reason: z.string().trim().max(2000).optional(),
    startsAt: z.string().datetime().optional(),
  })
  .strict()

/** POST /api/admin/disputes/:id/decision: refund in full, release, or pay the expert part of the price. */
export const disputeDecisionSchema = z
  .object({
    outcome: z.enum(['refund', 'release', 'partial']),
    expertAmount: z.number().int().min(0).optional(),
    reason: z.string().trim().min(1, 'a reason is required').max(2000),
  })
  .strict()

export const bookingSchema = z.object({
  id: z.string(),
  expertId: z.string(),
  clientId: z.string(),
  kind: z.enum(OFFER_KINDS),
  medium: z.enum(OFFER_MEDIA).nullable(),
  price: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  note: z.string(),
  proposedStartsAt: z.string().nullable(),
  proposedBy: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  releaseDueAt: z.string().nullable(),
  disputeReason: z.string().nullable(),
  decision: z.string().nullable(),
  createdAt: z.string(),
})
export type Booking = z.infer<typeof bookingSchema>

/** A booking as its two people see it in a list: with both names and the expert's public page. */
export const bookingViewSchema = bookingSchema.extend({
  expertName: z.string(),
  clientName: z.string(),
  expertPath: z.string().nullable(),
  /** Until when the client may cancel free of charge (FREE_CANCEL_HOURS before a call; null: a written answer, until delivered). */
  freeCancelUntil: z.string().nullable(),
})
export type BookingView = z.infer<typeof bookingViewSchema>

/** GET /api/consultations/bookings: the caller's bookings, as client or expert. */
export const bookingsAnswerSchema = z.object({ bookings: z.array(bookingViewSchema) })
export type BookingsAnswer = z.infer<typeof bookingsAnswerSchema>
/** POST /api/consultations/bookings and a booking's actions */
export const bookingAnswerSchema = z.object({ booking: bookingSchema })
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>
/**
 * GET /api/consultations/slots/{expertId}: the free starts, in UTC, the expert's time zone, and how many
 * hours before a call the client may still cancel it free of charge.
 */
export const slotsAnswerSchema = z.object({ timeZone: z.string(), slots: z.array(z.string()), freeCancelHours: z.number() })
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>

/** An open dispute as the operator sees it: the booking, the pair's messages since it was made, and their calls. */
export const disputeViewSchema = bookingViewSchema.extend({
  messages: z.array(z.object({ id: z.string(), senderId: z.string(), body: z.string(), createdAt: z.string() })),
  calls: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      status: z.string(),
      createdAt: z.string(),
      acceptedAt: z.string().nullable(),
      endedAt: z.string().nullable(),
    }),
  ),
})
export type DisputeView = z.infer<typeof disputeViewSchema>
/** GET /api/consultations/disputes: the open disputes, for the operator. */
export const disputesAnswerSchema = z.object({ bookings: z.array(disputeViewSchema) })
export type DisputesAnswer = z.infer<typeof disputesAnswerSchema>
