import type { Kysely } from 'kysely'

// Rooms and calls (DATA-32, CALL-15). No foreign keys to `user`: a deleted account's call log stays
// readable for the other person, like chats.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rooms')
    // `${creator_id}_${random suffix}`
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('creator_id', 'text', (c) => c.notNull())
    .addColumn('other_id', 'text', (c) => c.notNull())
    // The pair in a fixed order ('a:b' with a < b) so one pair has one room, whoever created it.
    .addColumn('pair_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rooms_creator').on('rooms').columns(['creator_id', 'created_at']).execute()
  await db.schema.createIndex('rooms_other').on('rooms').columns(['other_id', 'created_at']).execute()

  await db.schema
    .createTable('calls')
    // `${caller_id}_${random suffix}`
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('caller_id', 'text', (c) => c.notNull())
    .addColumn('callee_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('ended_at', 'text')
    .execute()
  await db.schema.createIndex('calls_caller').on('calls').columns(['caller_id', 'created_at']).execute()
  await db.schema.createIndex('calls_callee').on('calls').columns(['callee_id', 'created_at']).execute()
  await db.schema.createIndex('calls_status').on('calls').columns(['status', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['calls', 'rooms']) await db.schema.dropTable(table).ifExists().execute()
}
