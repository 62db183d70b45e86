import { CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeCursor } from '../../db/keyset'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { linksQuery } from './contacts.service'

// "Index what you query": a page of contacts or blocks is read in index order, never sorted whole.
describe.each(DIALECTS)('contacts and blocks pages read their index in order on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  })
  afterAll(() => server.close())

  async function plan(query: ReturnType<typeof linksQuery>): Promise<string> {
    const { sql, parameters } = query.compile()
    const { db } = server.ctx.database
    if (dialect === 'sqlite') {
      const rows = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]))
      return rows.rows.map((r) => r.detail).join('\n')
    }
    // On a nearly empty table PostgreSQL rightly reads it all and sorts; the question is whether an index
    // can give the rows in order, so the plans that cannot are priced out (a Sort then shows only if needed).
    return db.transaction().execute(async (trx) => {
      for (const plan of ['seqscan', 'bitmapscan', 'sort']) await trx.executeQuery(CompiledQuery.raw(`set local enable_${plan} = off`))
      const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${sql}`, [...parameters]))
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n')
    })
  }

  for (const [table, index] of [
    ['contacts', 'contacts_newest'],
    ['blocks', 'blocks_newest'],
  ] as const) {
    it(`${table}: the first page and a later one use ${index} without a sort`, async () => {
      const { db } = server.ctx.database
      for (const cursor of [undefined, encodeCursor(new Date().toISOString(), 'someone')]) {
        const text = await plan(linksQuery(db, table, 'owner', { cursor, limit: 50 }))
        expect(text).toContain(index)
        expect(text).not.toMatch(/TEMP B-TREE|\bSort\b/i)
      }
    })
  }
})
