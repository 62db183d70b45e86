/**
 * A browser's Web Push subscription. The spec keeps the push token on the expert application record
 * when there is one, else on the user profile (CALL-17, DATA-12, DATA-30); keyed by user id, this one
 * table covers both, since every expert is a user.
 */
export interface PushSubscriptionsTable {
  id: string
  user_id: string
  endpoint: string
  p256dh: string
  auth: string
  user_agent: string | null
  created_at: string
  updated_at: string
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable
}
