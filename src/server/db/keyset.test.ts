import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../tests/support/test-server'
import { fetchKeysetPage } from './keyset'

describe.each(DIALECTS)('keyset pages on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  })
  afterAll(() => server.close())

  it('walks a list a page at a time, newest or oldest first, with no repeat and no gap, also over a join', async () => {
    const { db } = server.ctx.database
    const user = await createUser(server)
    // Two rows share a time: the id orders them.
    const times = ['2026-01-01T00:00:01.000Z', '2026-01-01T00:00:02.000Z', '2026-01-01T00:00:02.000Z', '2026-01-01T00:00:03.000Z']
    const ids = times.map((_, i) => `${user.id}-keyset-${i}`)
    await db
      .insertInto('payouts')
      .values(
        times.map((created_at, i) => ({
          id: ids[i]!,
          user_id: user.id,
          points: 1,
          status: 'requested',
          reference: null,
          reason: null,
          decided_by: null,
          created_at,
          decided_at: null,
        })),
      )
      .execute()
    const walk = async (direction: 'older' | 'newer', joined: boolean) => {
      const seen: string[][] = []
      let cursor: string | undefined
      do {
        const { page, nextCursor } = joined
          ? await fetchKeysetPage(
              db
                .selectFrom('payouts')
                .innerJoin('user', 'user.id', 'payouts.user_id')
                .selectAll('payouts')
                .select('user.email')
                .where('payouts.user_id', '=', user.id),
              { cursor, limit: 3, direction, at: 'payouts.created_at', id: 'payouts.id' },
            )
          : await fetchKeysetPage(db.selectFrom('payouts').selectAll().where('user_id', '=', user.id), { cursor, limit: 3, direction })
        seen.push(page.map((row) => row.id))
        cursor = nextCursor ?? undefined
      } while (cursor)
      return seen
    }
    const [a, b, c, d] = ids as [string, string, string, string]
    for (const joined of [false, true]) {
      expect(await walk('older', joined)).toEqual([[d, c, b], [a]])
      expect(await walk('newer', joined)).toEqual([[a, b, c], [d]])
    }
  })
})
