import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { TestServer } from './test-server'

/** Table name → row count and a hash of every row: equal fingerprints mean nothing was written. */
export type Fingerprint = Record<string, string>

/** The whole database of `server`, every table, hashed (PostgreSQL in one query; SQLite reads in process). */
export async function databaseFingerprint(server: TestServer): Promise<Fingerprint> {
  const { db } = server.ctx.database
  if (server.dialect === 'postgres') {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
    const parts = tables.rows.map(
      ({ name }) =>
        sql`select ${name} as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.table(name)} t`,
    )
    const rows = await sql<{ name: string; hash: string }>`${sql.join(parts, sql` union all `)}`.execute(db)
    return Object.fromEntries(rows.rows.map((row) => [row.name, row.hash]))
  }
  const tables = await sql<{
    name: string
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
  const fingerprint: Fingerprint = {}
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)
    const lines = rows.rows.map((row) => JSON.stringify(row)).sort()
    fingerprint[name] = `${lines.length}:${createHash('md5').update(lines.join('|')).digest('hex')}`
  }
  return fingerprint
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((name) => before[name] !== after[name]).sort()
}

/** The fingerprint once the database stopped changing (mail and other side effects follow a commit). */
export async function settledFingerprint(server: TestServer): Promise<Fingerprint> {
  let previous = await databaseFingerprint(server)
  for (;;) {
    const next = await databaseFingerprint(server)
    if (changedTables(previous, next).length === 0) return next
    previous = next
  }
}
