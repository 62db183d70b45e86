import { Migrator } from 'kysely'
import type { Database } from './database'
import { migrations } from './migrations'

/** Applies our migrations (Better Auth's tables must exist first: see auth/auth.ts). */
export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    // Features land in parallel: a migration named before one already applied still runs.
    allowUnorderedMigrations: true,
    // Kysely looks for its bookkeeping tables in every schema unless told which one.
    migrationTableSchema: database.schema,
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '')
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`)
  }
}
