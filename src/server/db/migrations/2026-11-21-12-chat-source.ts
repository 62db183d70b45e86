import type { Kysely } from 'kysely'

// Where a message started, when not typed from scratch: 'tio-chat' for the first message of a
// Tio Chat handoff (issue 7). Null for every other message.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('source', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('source').execute()
}
