import type { Kysely } from 'kysely'

/**
 * The contacts and blocks lists on /profile are read a page at a time, newest first, per owner
 * (see linksPage in contacts.service.ts): an index in that order lets a page stop after its rows
 * instead of sorting all of the owner's links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('contacts_newest').on('contacts').columns(['user_id', 'created_at', 'contact_id']).execute()
  await db.schema.createIndex('blocks_newest').on('blocks').columns(['blocker_id', 'created_at', 'blocked_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('blocks_newest').execute()
  await db.schema.dropIndex('contacts_newest').execute()
}
