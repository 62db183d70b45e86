import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import pg from 'pg'
import { TioPostgresDialect } from './postgres-dialect'
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
}

// pg returns BIGINT (int8) as string by default; our counts and sums fit in a double.
pg.types.setTypeParser(20, (value) => Number(value))

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema)
  fs.mkdirSync(options.dataDir, { recursive: true })
  const file = new SqliteDatabase(path.join(options.dataDir, 'tio.sqlite'))
  file.pragma('journal_mode = WAL')
  file.pragma('foreign_keys = ON')
  file.pragma('busy_timeout = 5000')
  // WAL + NORMAL is durable against process crashes (kill -9); only an OS crash can lose the last commit.
  file.pragma('synchronous = NORMAL')
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: file }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

async function openPostgres(databaseUrl: string, schema?: string): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`)
  // search_path as a connection option: a SET from the pool's 'connect' event can race the first query.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  if (schema) {
    const setup = await pool.connect()
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    } finally {
      setup.release()
    }
  } else {
    const probe = await pool.connect()
    probe.release()
  }
  const db = new Kysely<DB>({ dialect: new TioPostgresDialect({ pool }) })
  return { db, dialect: 'postgres', schema, close: () => db.destroy() }
}
