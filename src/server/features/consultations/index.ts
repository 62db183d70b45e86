/** Paid consultations: offers, availability and bookings; the feature alone writes their tables. */
export { createConsultationsFeature } from './consultations.feature'
export { claimNewBookingNotice } from './bookings.service'
export { getOffersOf } from './offers.service'
export { deliveredBookingBetween } from './delivered-booking'
