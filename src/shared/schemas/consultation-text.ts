// Consultation constants and labels without zod, so a visitor's page that shows them does not load the
// schemas (issue 21 item 1); consultation.ts re-exports them.

/** What an expert can offer (issue 23 item 1): a written answer, or a call of 15, 30 or 60 minutes. */
export const OFFER_KINDS = ['answer', 'call15', 'call30', 'call60'] as const
export type OfferKind = (typeof OFFER_KINDS)[number]
export const OFFER_MINUTES: Record<OfferKind, number> = { answer: 0, call15: 15, call30: 30, call60: 60 }
export const OFFER_LABELS: Record<OfferKind, string> = {
  answer: 'Written answer',
  call15: '15-minute call',
  call30: '30-minute call',
  call60: '60-minute call',
}
export const OFFER_MEDIA = ['voice', 'video'] as const
export type OfferMedium = (typeof OFFER_MEDIA)[number]

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** Slots start on this grid; a booking occupies whole cells of it (with the expert's buffer). */
export const SLOT_STEP_MINUTES = 15
/** Slots are offered this far ahead. */
export const BOOKING_HORIZON_DAYS = 28
/** A booked call may take place (and be marked delivered) from this long before its start: people join early. */
export const CALL_EARLY_MINUTES = 15
export const MAX_PRICE = 100_000

export const BOOKING_STATUSES = ['booked', 'delivered', 'completed', 'cancelled', 'disputed', 'refunded'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
export const BOOKING_ACTIONS = ['deliver', 'confirm', 'cancel', 'dispute', 'propose', 'accept-proposal'] as const
export type BookingAction = (typeof BOOKING_ACTIONS)[number]
