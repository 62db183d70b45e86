import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/server/db/database'
import { migrations } from '../../src/server/db/migrations'
import { DEMO_USER_EMAIL } from '../../src/server/seed/demo-experts'
import { dropTestSchema } from '../support/drop-schema'
import { DIALECTS } from '../support/test-server'
import { startChildServer, type ChildServer } from '../support/child-server'

/**
 * Issue 18 item 9: two processes starting at once on one empty database both come up, and each
 * migration is applied once (the first migrates under a lock, the second then finds nothing to do);
 * with SEED_DEMO=true the demo data is created once, by one of them.
 */
describe.each(DIALECTS)('migrations under a lock on %s', (dialect) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tio-migrate-'))
  const schema = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const children: ChildServer[] = []

  afterAll(async () => {
    await Promise.all(children.map((c) => c.stop()))
    rmSync(dataDir, { recursive: true, force: true })
    if (dialect === 'postgres') {
      await dropTestSchema(process.env.TEST_DATABASE_URL!, schema)
    }
  })

  it('two processes starting at once on an empty database both come up; every migration is applied once, the demo seeded once', async () => {
    const env =
      dialect === 'postgres'
        ? { DATABASE_URL: process.env.TEST_DATABASE_URL, TIO_DB_SCHEMA: schema, DATA_DIR: dataDir, SEED_DEMO: 'true' }
        : { DATA_DIR: dataDir, DATABASE_URL: undefined, SEED_DEMO: 'true' }
    const started = await Promise.allSettled([startChildServer(env), startChildServer(env)])
    for (const result of started) if (result.status === 'fulfilled') children.push(result.value)
    expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up'])
    for (const child of children) expect((await fetch(`${child.url}/readyz`)).status).toBe(200)

    const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL, schema: dialect === 'postgres' ? schema : undefined })
    try {
      const applied = await database.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute()
      const names = (applied as { name: string }[]).map((r) => r.name).sort()
      expect(names).toEqual(Object.keys(migrations).sort())
      const demoUsers = await database.db.selectFrom('user').select('email').where('email', '=', DEMO_USER_EMAIL).execute()
      expect(demoUsers).toHaveLength(1)
      const demoShop = await database.db.selectFrom('shop_items').select('id').execute()
      expect(demoShop.length).toBeGreaterThan(0)
    } finally {
      await database.close()
    }
  }, 180_000)
})
