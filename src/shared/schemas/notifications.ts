import { z } from 'zod'

export * from './notifications-text'

/** PUT /api/notifications/preferences: any of the kinds, on or off. */
export const notificationPrefsInputSchema = z.strictObject({
  newBookings: z.boolean('newBookings must be true or false').optional(),
  unreadMessages: z.boolean('unreadMessages must be true or false').optional(),
  dailySummary: z.boolean('dailySummary must be true or false').optional(),
})

/** The signed one-click unsubscribe link's query (List-Unsubscribe). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1, 'token is required').max(500) })
