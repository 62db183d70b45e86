/** Paid consultations: an expert's price summary and the booking cards of a conversation. */
export { ChatBookingCards } from './chat-booking-cards'
export { PriceSummary } from './price-summary'
