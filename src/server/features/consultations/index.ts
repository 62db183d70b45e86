/** Paid consultations: offers, availability and bookings; the feature alone writes their tables. */
export { createConsultationsFeature } from './consultations.feature'
export { BOOKING_CREATED_CHANNEL, claimNewBookingNotice } from './bookings.service'
export { getOffersOf } from './offers.service'
