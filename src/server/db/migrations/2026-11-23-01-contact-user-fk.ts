import { sql, type Kysely } from 'kysely'

/**
 * contact_messages.user_id gets its foreign key to `user` (ON DELETE SET NULL: a message stays for
 * the operators after its sender's account is deleted). SQLite cannot add a constraint to an existing
 * column, so the table is rebuilt, the same way on both databases; links to accounts that no longer
 * exist become null on the way.
 */
async function rebuild(db: Kysely<unknown>, withForeignKey: boolean): Promise<void> {
  await db.schema
    .createTable('contact_messages_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('submission_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => (withForeignKey ? c.references('user.id').onDelete('set null') : c))
    .addColumn('notified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await sql`insert into contact_messages_next (id, submission_id, name, email, topic, message, user_id, notified, created_at)
    select m.id, m.submission_id, m.name, m.email, m.topic, m.message,
      (select u.id from "user" u where u.id = m.user_id), m.notified, m.created_at
    from contact_messages m`.execute(db)
  await db.schema.dropTable('contact_messages').execute()
  await db.schema.alterTable('contact_messages_next').renameTo('contact_messages').execute()
  await db.schema.createIndex('contact_messages_created').on('contact_messages').column('created_at').execute()
  if (withForeignKey) await db.schema.createIndex('contact_messages_user').on('contact_messages').column('user_id').execute()
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, false)
}
