import type { Kysely } from 'kysely'

// No foreign keys to `user` on chats and messages: a deleted account's conversations stay readable
// for the other person (shown as 'Deleted user').
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chats')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The pair in a fixed order (user_a < user_b) so one pair has one chat.
    .addColumn('user_a', 'text', (c) => c.notNull())
    .addColumn('user_b', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_message_id', 'text')
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('chats_pair', ['user_a', 'user_b'])
    .execute()
  await db.schema.createIndex('chats_a_activity').on('chats').columns(['user_a', 'last_activity_at']).execute()
  await db.schema.createIndex('chats_b_activity').on('chats').columns(['user_b', 'last_activity_at']).execute()

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'text')
    .addUniqueConstraint('messages_sender_client', ['sender_id', 'client_id'])
    .execute()
  await db.schema.createIndex('messages_history').on('messages').columns(['chat_id', 'created_at', 'id']).execute()
  await db.schema.createIndex('messages_unread').on('messages').columns(['receiver_id', 'is_read', 'chat_id']).execute()

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute()
  await db.schema.createIndex('blocks_blocked').on('blocks').columns(['blocked_id', 'blocker_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['blocks', 'messages', 'chats']) await db.schema.dropTable(table).ifExists().execute()
}
