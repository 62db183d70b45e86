import type { Kysely } from 'kysely'

/**
 * Ratings of experts by people who talked with them: one row per (expert, rater), changed in place.
 * rating_baselines keeps an expert's aggregate from before Tio stored single ratings (demo data,
 * imports), captured at their first rating, so it keeps counting instead of being overwritten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ratings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expert_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('rater_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('review', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ratings_pair', ['expert_id', 'rater_id'])
    .execute()
  await db.schema.createIndex('ratings_expert_recent').on('ratings').columns(['expert_id', 'updated_at', 'id']).execute()
  await db.schema.createIndex('ratings_rater').on('ratings').column('rater_id').execute()

  await db.schema
    .createTable('rating_baselines')
    .addColumn('expert_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('rating_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rating_baselines').ifExists().execute()
  await db.schema.dropTable('ratings').ifExists().execute()
}
