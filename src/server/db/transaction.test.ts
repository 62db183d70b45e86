import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, startTestServer, type TestServer } from '../../../tests/support/test-server'
import { balances, transfer } from '../features/ledger'
import { inTransaction } from './transaction'

describe.each(DIALECTS)('side effects after the commit on %s (issue 19 item 5)', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  })
  afterAll(() => server.close())
  const db = () => server.ctx.database.db
  const bonus = (trx: Parameters<typeof transfer>[0], userId: string, amount: number) =>
    transfer(trx, { reference: randomUUID(), kind: 'bonus', reason: 'test', from: 'platform', to: { userId, pocket: 'bonus' }, amount })

  it('runs the registered effects once the transaction committed, in order: what they read outside it is the new state', async () => {
    const user = `tx-${randomUUID()}`
    const seen: string[] = []
    const answer = await inTransaction(db(), async (trx, afterCommit) => {
      await bonus(trx, user, 5)
      // Read through the pool, not the transaction: only committed points are visible there.
      afterCommit(async () => seen.push(`first ${(await balances(db(), user)).total}`))
      await bonus(trx, user, 2)
      afterCommit(() => seen.push('second'))
      expect(seen).toEqual([])
      return 'done'
    })
    expect(answer).toBe('done')
    expect(seen).toEqual(['first 7', 'second'])
  })

  it('a transaction that fails writes nothing and runs none of its effects', async () => {
    const user = `tx-${randomUUID()}`
    const seen: string[] = []
    await expect(
      inTransaction(db(), async (trx, afterCommit) => {
        await bonus(trx, user, 5)
        afterCommit(() => seen.push('announced'))
        throw new Error('the order failed')
      }),
    ).rejects.toThrow('the order failed')
    expect(seen).toEqual([])
    expect((await balances(db(), user)).total).toBe(0)
  })

  it('an effect that fails leaves the commit in place and the later effects still run; its error reaches the caller', async () => {
    const user = `tx-${randomUUID()}`
    const seen: string[] = []
    await expect(
      inTransaction(db(), async (trx, afterCommit) => {
        await bonus(trx, user, 3)
        afterCommit(() => Promise.reject(new Error('mail server down')))
        afterCommit(() => seen.push('announced'))
      }),
    ).rejects.toThrow('mail server down')
    expect(seen).toEqual(['announced'])
    expect((await balances(db(), user)).total).toBe(3)
  })
})
