import type { Kysely } from 'kysely'

/**
 * The operator console pages its lists on the server (issue 22 item 3): applications per state in
 * the order shown (pending by submission, the others by last change), contact messages open or
 * handled, newest first; replies sent from the console are kept with the message they answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('expert_applications_console')
    .on('expert_applications')
    .columns(['status', 'suspended', 'updated_at', 'user_id'])
    .execute()
  await db.schema
    .createIndex('expert_applications_queue')
    .on('expert_applications')
    .columns(['status', 'submitted_at', 'user_id'])
    .execute()
  await db.schema
    .alterTable('contact_messages')
    .addColumn('handled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'text').execute()
  await db.schema.alterTable('contact_messages').addColumn('handled_by', 'text').execute()
  await db.schema.createIndex('contact_messages_inbox').on('contact_messages').columns(['handled', 'created_at', 'id']).execute()
  await db.schema
    .createTable('contact_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('contact_messages.id').onDelete('cascade'))
    .addColumn('operator_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('contact_replies_message').on('contact_replies').columns(['message_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_replies').ifExists().execute()
  await db.schema.dropIndex('contact_messages_inbox').execute()
  await db.schema.alterTable('contact_messages').dropColumn('handled_by').execute()
  await db.schema.alterTable('contact_messages').dropColumn('handled_at').execute()
  await db.schema.alterTable('contact_messages').dropColumn('handled').execute()
  await db.schema.dropIndex('expert_applications_queue').execute()
  await db.schema.dropIndex('expert_applications_console').execute()
}
