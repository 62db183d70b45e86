import type { Kysely } from 'kysely'

/** Tio Chat: conversations per user and their messages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assistant_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('assistant_conversations_user').on('assistant_conversations').columns(['user_id', 'updated_at']).execute()
  await db.schema
    .createTable('assistant_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('kind', 'text')
    .addColumn('data', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('assistant_messages_conversation')
    .on('assistant_messages')
    .columns(['conversation_id', 'created_at'])
    .execute()
  await db.schema.createIndex('assistant_messages_user_day').on('assistant_messages').columns(['user_id', 'role', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assistant_messages').ifExists().execute()
  await db.schema.dropTable('assistant_conversations').ifExists().execute()
}
