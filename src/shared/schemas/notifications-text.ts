// Notification kinds and labels without zod (issue 21 item 1); notifications.ts re-exports them.

/** The kinds of expert notifications a person can turn off one by one (issue 23 item 6). */
export const NOTIFICATION_KINDS = ['newBookings', 'unreadMessages', 'dailySummary'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_LABELS: Record<NotificationKind, { title: string; hint: string }> = {
  newBookings: { title: 'New bookings', hint: 'An email when a client books one of your offers.' },
  unreadMessages: {
    title: 'Unread messages',
    hint: 'An email when a client’s message is still unread after 10 minutes (at most one an hour per conversation).',
  },
  dailySummary: { title: 'Daily summary', hint: 'Once a day, the clients still waiting for your answer.' },
}

export type NotificationPrefs = Record<NotificationKind, boolean>
