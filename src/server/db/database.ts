import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely } from 'kysely'
import pg from 'pg'
import { CONNECT_TIMEOUT_MS, StartupError } from '../startup-error'
import { TioPostgresDialect } from './postgres-dialect'
import { ImmediateSqliteDialect } from './sqlite-dialect'
import type { DB } from './schema'

export type Dialect = 'sqlite' | 'postgres'

export interface Database {
  db: Kysely<DB>
  dialect: Dialect
  /** PostgreSQL schema when one was given (tests); migrations keep their bookkeeping tables in it */
  schema?: string
  close: () => Promise<void>
}

export interface DatabaseOptions {
  /** postgres://… ; absent = SQLite file under dataDir */
  databaseUrl?: string
  dataDir: string
  /** PostgreSQL schema to use (created if missing); lets test runs share one server without colliding */
  schema?: string
  /**
   * A pooled PostgreSQL connection that broke while idle (server restarted, network cut). The pool
   * drops it and opens another when needed; unheard, the error would end the process.
   */
  onError?: (error: Error) => void
}

// pg returns BIGINT (int8) as string by default; our counts and sums fit in a double.
pg.types.setTypeParser(20, (value) => Number(value))

/** Opens the database; a folder or server it cannot use is a StartupError naming DATA_DIR or DATABASE_URL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema, options.onError)
  let file: SqliteDatabase.Database
  try {
    fs.mkdirSync(options.dataDir, { recursive: true })
    file = new SqliteDatabase(path.join(options.dataDir, 'tio.sqlite'))
    // Before anything else: another process starting on the same file may hold its lock (migrations).
    file.pragma('busy_timeout = 5000')
    file.pragma('journal_mode = WAL')
  } catch (error) {
    throw new StartupError(`DATA_DIR: cannot open the SQLite database in ${options.dataDir} (${(error as Error).message})`)
  }
  file.pragma('foreign_keys = ON')
  // FULL: an acknowledged commit survives a power cut or OS crash too, not only a killed process (issue 18
  // item 9); group commit (group-commit.ts) keeps the extra fsync to one per batch of concurrent writes.
  file.pragma('synchronous = FULL')
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: file }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

async function openPostgres(databaseUrl: string, schema?: string, onError: (error: Error) => void = () => {}): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`)
  // search_path as a connection option: a SET from the pool's 'connect' event can race the first query.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  pool.on('error', onError)
  // A client in use meets the same break as the query it runs, which fails; unheard, the event would end the process.
  pool.on('connect', (client) => client.on('error', () => {}))
  let probe: pg.PoolClient
  try {
    probe = await pool.connect()
  } catch (error) {
    await pool.end()
    throw new StartupError(`DATABASE_URL: cannot connect to PostgreSQL (${(error as Error).message})`)
  }
  try {
    if (schema) await probe.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
  } finally {
    probe.release()
  }
  const db = new Kysely<DB>({ dialect: new TioPostgresDialect({ pool }) })
  return { db, dialect: 'postgres', schema, close: () => db.destroy() }
}
