import { sql, type Kysely } from 'kysely'

/**
 * Issue 23 items 6 and 7. Experts' notifications: per-kind email preferences with the due time of the
 * daily summary, one row per (conversation, expert) of unread-message alerts, the booking's "expert
 * told" mark, the measured response rate; reviews tied to the consultation that allowed them, and the
 * expert's one public answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_prefs')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('new_bookings', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('unread_messages', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('daily_summary', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('summary_due_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('notification_prefs_summary_due').on('notification_prefs').column('summary_due_at').execute()

  await db.schema
    .createTable('unread_alerts')
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('notified_through', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('unread_alerts_pk', ['chat_id', 'user_id'])
    .execute()
  // The sweeper's scan of messages still unread: a partial index holds only those.
  await db.schema.createIndex('messages_unread_recent').on('messages').column('created_at').where(sql.ref('is_read'), '=', 0).execute()

  await db.schema.alterTable('bookings').addColumn('expert_notified_at', 'text').execute()
  await db
    .updateTable('bookings' as never)
    .set({ expert_notified_at: sql`created_at` } as never)
    .execute()

  await db.schema.alterTable('expert_applications').addColumn('measured_response_rate', 'text').execute()
  await db.schema.alterTable('expert_applications').addColumn('response_checked_at', 'text').execute()
  await db.schema.createIndex('expert_applications_response_checked').on('expert_applications').column('response_checked_at').execute()

  await db.schema.alterTable('ratings').addColumn('consultation', 'text').execute()
  await db
    .updateTable('ratings' as never)
    .set({ consultation: 'conversation' } as never)
    .execute()
  await db.schema.alterTable('ratings').addColumn('answer', 'text').execute()
  await db.schema.alterTable('ratings').addColumn('answered_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['answered_at', 'answer', 'consultation']) await db.schema.alterTable('ratings').dropColumn(column).execute()
  await db.schema.dropIndex('expert_applications_response_checked').ifExists().execute()
  for (const column of ['response_checked_at', 'measured_response_rate'])
    await db.schema.alterTable('expert_applications').dropColumn(column).execute()
  await db.schema.alterTable('bookings').dropColumn('expert_notified_at').execute()
  await db.schema.dropIndex('messages_unread_recent').ifExists().execute()
  await db.schema.dropTable('unread_alerts').ifExists().execute()
  await db.schema.dropTable('notification_prefs').ifExists().execute()
}
