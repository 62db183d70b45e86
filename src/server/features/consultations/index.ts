/** Paid consultations: offers, availability and bookings; the feature alone writes their tables. */
export { createConsultationsFeature } from './consultations.feature'
export { bookingsNotNotified, claimNewBookingNotice } from './new-booking-notice'
export { getOffersOf } from './offers.service'
export { seedDemoOffers } from './demo-offers'
export { deliveredBookingBetween } from './delivered-booking'
