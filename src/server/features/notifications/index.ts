/** Experts' notifications by mail and push: new bookings, unread messages, the daily summary, response rates. */
export { createNotificationsFeature } from './notifications.feature'
