/** An expert's email notification choices (issue 23 item 6); a missing row means all on. */
export interface NotificationPrefsTable {
  user_id: string
  new_bookings: number
  unread_messages: number
  daily_summary: number
  /** When the next daily summary is due; claimed by compare-and-set, so one instance sends it. */
  summary_due_at: string | null
  updated_at: string
}

/** The last unread-message alert of one conversation to one person: at most one an hour. */
export interface UnreadAlertsTable {
  chat_id: string
  user_id: string
  /** created_at of the newest message the last alert covered. */
  notified_through: string
  sent_at: string
}

export interface NotificationsTables {
  notification_prefs: NotificationPrefsTable
  unread_alerts: UnreadAlertsTable
}
