import type { Database } from './database'

/**
 * Returns the secret stored under `name`, creating it with `generate()` the first time.
 * Stored in the database (not in process memory or DATA_DIR) so every instance agrees.
 */
export async function getOrCreateSecret(database: Database, name: string, generate: () => string): Promise<string> {
  const existing = await database.db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst()
  if (existing) return existing.value
  await database.db
    .insertInto('app_secrets')
    .values({ name, value: generate(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await database.db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return row.value
}
