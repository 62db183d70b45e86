import { Migrator, sql } from 'kysely'
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

/** How long a starting process waits for another one's migrations before giving up. */
const LOCK_WAIT_MS = 5 * 60_000
/** pg_advisory_lock key of Tio's migrations (any fixed number; 'tio!' in ASCII). */
export const PG_LOCK_KEY = 0x74696f21

const isBusy = (error: unknown) =>
  /SQLITE_BUSY|database is locked/i.test(`${(error as { code?: string }).code ?? ''} ${(error as Error).message}`)

/**
 * Runs every start-up migration (Better Auth's tables, then ours) as one step that only one process
 * at a time can take (issue 18 item 9): two processes starting on one empty DATA_DIR or database
 * would otherwise both create tables and one would fail half-way.
 *
 * SQLite: Kysely's migrator runs without a transaction there; this wraps the whole run in one
 * `BEGIN IMMEDIATE` transaction on the database's only connection. It takes SQLite's write lock, so a
 * second process waits (busy_timeout, retried) until the first commits, then finds nothing to do; a
 * failed migration rolls back whole. PostgreSQL: a session advisory lock held on one pooled
 * connection while the migrations run on others (Kysely's own lock covers only its part).
 */
export async function migrateWithLock(database: Database, migrate: () => Promise<void>): Promise<void> {
  if (database.dialect === 'postgres') {
    await database.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${PG_LOCK_KEY})`.execute(connection)
      try {
        await migrate()
      } finally {
        await sql`select pg_advisory_unlock(${PG_LOCK_KEY})`.execute(connection)
      }
    })
    return
  }
  const deadline = Date.now() + LOCK_WAIT_MS
  for (;;) {
    try {
      await sql`begin immediate`.execute(database.db)
      break
    } catch (error) {
      // busy_timeout already waited a few seconds; another process is still migrating.
      if (!isBusy(error) || Date.now() > deadline) throw error
    }
  }
  try {
    await migrate()
    await sql`commit`.execute(database.db)
  } catch (error) {
    await sql`rollback`.execute(database.db).catch(() => undefined)
    throw error
  }
}
