import pg from 'pg'
import { PG_LOCK_KEY } from '../../src/server/db/migrate'

/**
 * Drops a test's PostgreSQL schema under the migrations' advisory lock. Kysely's migrator introspects
 * every schema of the database (pg_get_serial_sequence on each table), and a schema dropped in the
 * middle of that query fails another test's start-up with "relation t_….x does not exist".
 */
export async function dropTestSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [PG_LOCK_KEY])
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  } finally {
    await client.end()
  }
}
