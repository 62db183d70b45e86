import type { Kysely } from 'kysely'

/** Every operator decision on an expert application or expert (who, when, what, why). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('application_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('reviewer_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_email', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('application_reviews_user').on('application_reviews').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_reviews').ifExists().execute()
}
