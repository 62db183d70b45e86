import { z } from 'zod'

/** The kinds of expert notifications a person can turn off one by one (issue 23 item 6). */
export const NOTIFICATION_KINDS = ['newBookings', 'unreadMessages', 'dailySummary'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_LABELS: Record<NotificationKind, { title: string; hint: string }> = {
  newBookings: { title: 'New bookings', hint: 'An email when a client books one of your offers.' },
  unreadMessages: { title: 'Unread messages', hint: 'An email when a client’s message is still unread after 10 minutes (at most one an hour per conversation).' },
  dailySummary: { title: 'Daily summary', hint: 'Once a day, the clients still waiting for your answer.' },
}

export type NotificationPrefs = Record<NotificationKind, boolean>

/** PUT /api/notifications/preferences: any of the kinds, on or off. */
export const notificationPrefsInputSchema = z.strictObject({
  newBookings: z.boolean('newBookings must be true or false').optional(),
  unreadMessages: z.boolean('unreadMessages must be true or false').optional(),
  dailySummary: z.boolean('dailySummary must be true or false').optional(),
})

/** The signed one-click unsubscribe link's query (List-Unsubscribe). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1, 'token is required').max(500) })
