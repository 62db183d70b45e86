import type { Kysely } from 'kysely'

// A file sent in a message (issue 22 item 2). Its name, type and size are copied onto the message so
// that a conversation reads without a join; attachment_id is cleared when the file is deleted with its
// sender's account. Unique: a file is attached to one message at most.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('attachment_id', 'text').execute()
  await db.schema.alterTable('messages').addColumn('attachment_name', 'text').execute()
  await db.schema.alterTable('messages').addColumn('attachment_type', 'text').execute()
  await db.schema.alterTable('messages').addColumn('attachment_size', 'integer').execute()
  await db.schema.createIndex('messages_attachment').unique().on('messages').column('attachment_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_attachment').execute()
  for (const column of ['attachment_size', 'attachment_type', 'attachment_name', 'attachment_id']) {
    await db.schema.alterTable('messages').dropColumn(column).execute()
  }
}
