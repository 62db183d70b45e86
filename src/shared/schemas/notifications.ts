import { z } from 'zod'

import type { NotificationPrefs } from './notifications-text'

export * from './notifications-text'

/** PUT /api/notifications/preferences: any of the kinds, on or off. */
export const notificationPrefsInputSchema = z.strictObject({
  newBookings: z.boolean('newBookings must be true or false').optional(),
  unreadMessages: z.boolean('unreadMessages must be true or false').optional(),
  dailySummary: z.boolean('dailySummary must be true or false').optional(),
})

/** GET and PUT /api/notifications/preferences: every kind, on or off. */
export const notificationPrefsSchema = z.object({
  newBookings: z.boolean(),
  unreadMessages: z.boolean(),
  dailySummary: z.boolean(),
}) satisfies z.ZodType<NotificationPrefs>

/** The signed one-click unsubscribe link's query (List-Unsubscribe). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1, 'token is required').max(500) })
