import type { Kysely } from 'kysely'

/**
 * Indexes for the operators' ledger view and overview (issue 20 item 5): transfers by time and by
 * kind and time, and Tio Chat handoff messages by time. Dated after the ledger's own migration
 * (2026-11-25-23-ledger) so that on a new database the tables exist when this runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('ledger_transfers_recent').on('ledger_transfers').columns(['created_at', 'id']).execute()
  await db.schema.createIndex('ledger_transfers_kind_recent').on('ledger_transfers').columns(['kind', 'created_at']).execute()
  await db.schema.createIndex('ledger_holds_object_recent').on('ledger_holds').columns(['object_type', 'created_at']).execute()
  await db.schema.createIndex('messages_source_recent').on('messages').columns(['source', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['messages_source_recent', 'ledger_holds_object_recent', 'ledger_transfers_kind_recent', 'ledger_transfers_recent']) {
    await db.schema.dropIndex(index).ifExists().execute()
  }
}
