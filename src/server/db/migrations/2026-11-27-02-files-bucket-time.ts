import type { Kysely } from 'kysely'

// The sweep of attachments that were never sent reads one bucket's files by age.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('files_bucket_time').on('files').columns(['bucket', 'time_created']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_bucket_time').execute()
}
