/**
 * Which feature alone writes each table (issue 19 item 2); the others read it through that feature's
 * service or hear of its changes on the bus. Checked by the tio/table-ownership lint rule. The auth
 * tables are better-auth's; of the features only profiles (the account) writes them.
 */
export const TABLE_OWNERS = {
  account: 'profiles',
  application_reviews: 'experts',
  assistant_conversations: 'assistant',
  assistant_messages: 'assistant',
  assistant_handoffs: 'assistant',
  assistant_waitlist: 'assistant',
  blocks: 'contacts',
  booking_cells: 'consultations',
  bookings: 'consultations',
  calls: 'calls',
  chats: 'chat',
  contact_messages: 'content',
  contact_replies: 'content',
  contacts: 'contacts',
  expert_applications: 'experts',
  expert_availability: 'consultations',
  expert_offers: 'consultations',
  files: 'uploads',
  ledger_accounts: 'ledger',
  ledger_holds: 'ledger',
  ledger_postings: 'ledger',
  ledger_transfers: 'ledger',
  messages: 'chat',
  notification_prefs: 'notifications',
  payouts: 'payouts',
  point_purchases: 'payments',
  profiles: 'profiles',
  push_subscriptions: 'push',
  rating_baselines: 'ratings',
  ratings: 'ratings',
  referrals: 'referrals',
  rooms: 'calls',
  session: 'profiles',
  shop_items: 'shop',
  shop_orders: 'shop',
  unread_alerts: 'notifications',
  user: 'profiles',
}

/**
 * Tables every server feature may read (issue 19 item 2). `user` is Better Auth's account row (name,
 * e-mail, image, role): every feature addresses or names the people it serves by it, Better Auth owns
 * its shape, and a profiles read function for one column would add a call to every mail and list.
 */
export const SHARED_READS = ['user']

/**
 * Foreign reads kept, { feature or 'feature/file.ts': [table] } (issue 19 item 2). A new foreign read
 * needs a read function in the owner's index.ts, or an entry here with its reason.
 */
export const READ_ALLOWANCES = {
  // By design: the data export copies every row about one person from every table (the right of
  // access); one query per table, in one place, is the export's whole job.
  'profiles/data-export.ts': [
    'application_reviews',
    'assistant_conversations',
    'assistant_handoffs',
    'assistant_messages',
    'assistant_waitlist',
    'blocks',
    'bookings',
    'calls',
    'chats',
    'contact_messages',
    'contacts',
    'expert_applications',
    'files',
    'messages',
    'payouts',
    'point_purchases',
    'push_subscriptions',
    'ratings',
    'referrals',
    'shop_orders',
  ],
  // By design: ledger-admin only reports, never writes. The operator's ledger pages, summary and daily
  // overview filter, count and sum the ledger and the flows that feed it (payouts, purchases, shop
  // orders, Tio Chat handoffs) in aggregate queries; owners' functions would be one per report.
  'ledger-admin': [
    'ledger_accounts',
    'ledger_holds',
    'ledger_postings',
    'ledger_transfers',
    'messages',
    'payouts',
    'point_purchases',
    'shop_orders',
  ],
}
