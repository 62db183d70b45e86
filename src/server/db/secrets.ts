import type { Database } from './database'

/** The secret stored under `name`, or undefined when none was ever created (reading never writes). */
export async function findSecret(database: Database, name: string): Promise<string | undefined> {
  const row = await database.db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst()
  return row?.value
}

/**
 * Returns the secret stored under `name`, creating it with `generate()` the first time.
 * Stored in the database (not in process memory or DATA_DIR) so every instance agrees.
 */
export async function getOrCreateSecret(database: Database, name: string, generate: () => string): Promise<string> {
  const existing = await findSecret(database, name)
  if (existing !== undefined) return existing
  await database.db
    .insertInto('app_secrets')
    .values({ name, value: generate(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await database.db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return row.value
}
