import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from './database'
import { inTransaction } from './transaction'

/**
 * Two handles on one SQLite file lock it as two processes do (WEB_CONCURRENCY workers, issue 21 item 2). The other
 * "process" here writes with busy_timeout 0, so it answers at once instead of blocking this thread.
 */
describe('SQLite shared by several processes', () => {
  let dir: string
  let database: Database | undefined
  afterEach(async () => {
    await database?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('a transaction that read, then writes after another process tried to write, commits: it holds the write lock from its start', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tio-sqlite-lock-'))
    database = await openDatabase({ dataDir: dir })
    const db = database.db
    await sql`create table notes (id integer primary key, body text not null)`.execute(db)
    const other = new SqliteDatabase(path.join(dir, 'tio.sqlite'))
    other.pragma('busy_timeout = 0')
    let othersWrite: string | undefined

    await inTransaction(db, async (trx) => {
      const before = await sql<{ n: number }>`select count(*) as n from notes`.execute(trx)
      expect(before.rows[0]?.n).toBe(0)
      try {
        other.prepare('insert into notes (body) values (?)').run('from the other process')
        othersWrite = 'committed'
      } catch (error) {
        othersWrite = (error as { code?: string }).code
      }
      // Begun deferred, this write failed with SQLITE_BUSY: the other process had committed since the read.
      await sql`insert into notes (body) values (${'from this one'})`.execute(trx)
    })

    // The other process was told the file is busy (it would have waited busy_timeout), and nothing was lost.
    expect(othersWrite).toBe('SQLITE_BUSY')
    other.prepare('insert into notes (body) values (?)').run('from the other process, again')
    const bodies = other.prepare('select body from notes order by id').pluck().all()
    expect(bodies).toEqual(['from this one', 'from the other process, again'])
    other.close()
  })
})
