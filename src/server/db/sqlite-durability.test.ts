import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { openDatabase } from './database'

it('SQLite syncs every commit to disk (synchronous=FULL), so a power cut loses no acknowledged write (issue 18 item 9)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tio-sync-'))
  const database = await openDatabase({ dataDir })
  try {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db)
    expect(rows[0]?.synchronous).toBe(2)
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
