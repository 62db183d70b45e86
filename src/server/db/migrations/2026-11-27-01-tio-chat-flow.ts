import type { Kysely } from 'kysely'

/**
 * Issue 24 items 5, 7 and 8 (owned by the assistant feature). `assistant_waitlist`: "tell me when one
 * joins", one row per (user, field), claimed once by `notified_at`. `assistant_handoffs`: "Ask this
 * expert" from Tio Chat, the brief the user approved (and the transcript only if they chose to include
 * it), tied to the first /chat message it came with; also what tells Tio Chat it has handed over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assistant_waitlist')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('field_key', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('notified_at', 'text')
    .addColumn('expert_id', 'text')
    .addUniqueConstraint('assistant_waitlist_user_field', ['user_id', 'field_key'])
    .execute()
  await db.schema.createIndex('assistant_waitlist_waiting').on('assistant_waitlist').columns(['field_key', 'notified_at']).execute()

  await db.schema
    .createTable('assistant_handoffs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('expert_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('conversation_id', 'text', (c) => c.references('assistant_conversations.id').onDelete('set null'))
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('brief', 'text', (c) => c.notNull())
    .addColumn('transcript', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('assistant_handoffs_pair').on('assistant_handoffs').columns(['user_id', 'expert_id']).execute()
  await db.schema.createIndex('assistant_handoffs_conversation').on('assistant_handoffs').column('conversation_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assistant_handoffs').ifExists().execute()
  await db.schema.dropTable('assistant_waitlist').ifExists().execute()
}
