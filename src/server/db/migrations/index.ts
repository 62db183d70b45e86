import type { Migration } from 'kysely'
import * as core from './2026-11-21-01-core'
import * as experts from './2026-11-21-04-experts'
import * as chat from './2026-11-21-06-chat'
import * as content from './2026-11-21-08-content'
import * as assistant from './2026-11-21-10-assistant'
import * as chatSource from './2026-11-21-12-chat-source'
import * as calls from './2026-11-21-13-calls'
import * as ratings from './2026-11-21-14-ratings'
import * as push from './2026-11-21-16-push'
import * as contactUserFk from './2026-11-23-01-contact-user-fk'
import * as linkOrder from './2026-11-24-01-link-order'
import * as economy from './2026-11-25-20-economy'
import * as operatorConsole from './2026-11-25-22-operator-console'
import * as ledger from './2026-11-25-23-ledger'
import * as consultations from './2026-11-25-23-consultations'
import * as ledgerReports from './2026-11-26-20-ledger-reports'
import * as messageAttachments from './2026-11-26-22-message-attachments'
import * as notifications from './2026-11-26-23-notifications'
import * as tioChatFlow from './2026-11-27-01-tio-chat-flow'
import * as filesBucketTime from './2026-11-27-02-files-bucket-time'
import * as bookedChats from './2026-11-27-03-booked-chats'

/**
 * Every migration, by name; names sort in the order they run. Listed statically so the bundled
 * server needs no file system look-up. Add a file and a line here; never edit a migration that shipped.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21-01-core': core,
  '2026-11-21-04-experts': experts,
  '2026-11-21-06-chat': chat,
  '2026-11-21-08-content': content,
  '2026-11-21-10-assistant': assistant,
  '2026-11-21-12-chat-source': chatSource,
  '2026-11-21-13-calls': calls,
  '2026-11-21-14-ratings': ratings,
  '2026-11-21-16-push': push,
  '2026-11-23-01-contact-user-fk': contactUserFk,
  '2026-11-24-01-link-order': linkOrder,
  '2026-11-25-20-economy': economy,
  '2026-11-25-22-operator-console': operatorConsole,
  '2026-11-25-23-ledger': ledger,
  '2026-11-25-23-consultations': consultations,
  '2026-11-26-20-ledger-reports': ledgerReports,
  '2026-11-26-22-message-attachments': messageAttachments,
  '2026-11-26-23-notifications': notifications,
  '2026-11-27-01-tio-chat-flow': tioChatFlow,
  '2026-11-27-02-files-bucket-time': filesBucketTime,
  '2026-11-27-03-booked-chats': bookedChats,
}
