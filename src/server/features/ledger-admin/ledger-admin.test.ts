import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { nextMillisecond } from '../../../../tests/support/eventually'
import { createUser, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import type { LedgerPage, LedgerSummary, LedgerTotals, OverviewSeries } from '../../../shared/schemas/ledger-admin'
import { DEMO_OPERATOR_EMAIL } from '../../config'
import type { Logger } from '../../logger'
import { hold, transfer } from '../ledger'
import { runReconciliation } from './reconciliation'

describe.each(DIALECTS)('the operators see every point on %s (issue 20 item 5)', (dialect) => {
  let server: TestServer
  let operator: TestUser
  let ana: TestUser
  let ben: TestUser

  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
    operator = await createUser(server, { email: DEMO_OPERATOR_EMAIL })
    ana = await createUser(server)
    ben = await createUser(server)
    const { db } = server.ctx.database
    // Newest first is by time: each write waits for the clock to move so no two share a millisecond.
    const buy = (user: TestUser, reference: string, amount: number) =>
      transfer(db, {
        reference,
        kind: 'purchase',
        reason: `Bought ${amount}`,
        from: 'world',
        to: { userId: user.id, pocket: 'bought' },
        amount,
      })
    await buy(ana, 'la-buy-ana', 500)
    await nextMillisecond()
    await buy(ben, 'la-buy-ben', 1200)
    await nextMillisecond()
    await hold(db, {
      reference: 'la-order-ana',
      userId: ana.id,
      amount: 200,
      reason: '=SUM(A1) order, "quoted"',
      object: { type: 'order', id: 'o1' },
    })
  }, 60_000)
  afterAll(() => server.close())

  const get = async <T>(path: string, user = operator) => {
    const response = await server.request(path, { cookie: user.cookie })
    expect(response.status).toBe(200)
    return (await response.json()) as T
  }

  it('refuses everyone but the operators', async () => {
    for (const path of [
      '/api/admin/ledger/transfers',
      '/api/admin/ledger/totals',
      '/api/admin/ledger/export.csv',
      '/api/admin/ledger/summary',
      '/api/admin/ledger/overview',
    ]) {
      expect((await server.request(path)).status).toBe(401)
      expect((await server.request(path, { cookie: ana.cookie })).status).toBe(403)
    }
  })

  it('lists transfers newest first, filtered by person, kind and date, with their postings', async () => {
    const all = await get<LedgerPage>('/api/admin/ledger/transfers')
    expect(all.transfers.map((t) => t.kind).slice(0, 3)).toEqual(['hold', 'purchase', 'purchase'])
    const anas = await get<LedgerPage>(`/api/admin/ledger/transfers?user=${encodeURIComponent(ana.email)}`)
    expect(anas.transfers.map((t) => t.kind)).toEqual(['hold', 'purchase', 'bonus'])
    expect(anas.transfers[1]!.postings).toEqual(
      expect.arrayContaining([
        { account: 'world', email: null, amount: -500 },
        { account: 'bought', email: ana.email, amount: 500 },
      ]),
    )
    const purchases = await get<LedgerPage>('/api/admin/ledger/transfers?kind=purchase')
    expect(purchases.transfers.every((t) => t.kind === 'purchase')).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    expect(
      (await get<LedgerPage>(`/api/admin/ledger/transfers?from=${today}&to=${today}&user=${ben.id}&kind=purchase`)).transfers,
    ).toHaveLength(1)
    expect((await get<LedgerPage>('/api/admin/ledger/transfers?to=2000-01-01')).transfers).toEqual([])
    expect((await get<LedgerPage>('/api/admin/ledger/transfers?user=nobody@tio.test')).transfers).toEqual([])
    expect((await server.request('/api/admin/ledger/transfers?from=yesterday', { cookie: operator.cookie })).status).toBe(400)
  })

  it('pages on the server', async () => {
    const { db } = server.ctx.database
    const user = await createUser(server)
    for (let i = 0; i < 54; i++)
      await transfer(db, {
        reference: `la-page-${i}`,
        kind: 'bonus',
        reason: 'page',
        from: 'platform',
        to: { userId: user.id, pocket: 'bonus' },
        amount: 1,
      })
    const first = await get<LedgerPage>(`/api/admin/ledger/transfers?user=${user.id}`)
    expect(first.transfers).toHaveLength(50)
    const second = await get<LedgerPage>(`/api/admin/ledger/transfers?user=${user.id}&cursor=${first.nextCursor}`)
    expect(second.transfers).toHaveLength(5)
    expect(second.nextCursor).toBeNull()
    expect(new Set([...first.transfers, ...second.transfers].map((t) => t.id)).size).toBe(55) // 54 and the sign-up bonus
  })

  it('totals by kind for a period, exports CSV, and shows the platform, world and escrow balances', async () => {
    const totals = await get<LedgerTotals>(`/api/admin/ledger/totals?user=${ana.id}`)
    expect(totals.totals).toEqual([
      { kind: 'bonus', count: 1, amount: 100 },
      { kind: 'hold', count: 1, amount: 200 },
      { kind: 'purchase', count: 1, amount: 500 },
    ])
    const csv = await server.request(`/api/admin/ledger/export.csv?user=${ana.id}`, { cookie: operator.cookie })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines[0]).toBe('time,transfer,kind,amount,reason,object_type,object_id,postings')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain(`"'=SUM(A1) order, ""quoted"""`)
    const summary = await get<LedgerSummary>('/api/admin/ledger/summary')
    expect(summary).toMatchObject({ world: -1700, escrow: 200 })
  })

  it('draws the overview from per-day series', async () => {
    const overview = await get<OverviewSeries>('/api/admin/ledger/overview?days=7')
    expect(overview.days).toHaveLength(7)
    expect(overview.days.at(-1)).toBe(new Date().toISOString().slice(0, 10))
    expect(overview.bought.at(-1)).toBe(1700)
    expect(overview.held.at(-1)).toBe(200)
    expect(overview.signups.at(-1)).toBeGreaterThanOrEqual(4)
  })

  it('reconciles the ledger and logs an error when a balance was corrupted', async () => {
    const logger = { info: vi.fn(), error: vi.fn() } as unknown as Logger
    expect((await runReconciliation({ database: server.ctx.database, logger })).ok).toBe(true)
    const { db } = server.ctx.database
    await db
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '+', 7) }))
      .where('id', '=', `u:${ben.id}:bought`)
      .execute()
    const report = await runReconciliation({ database: server.ctx.database, logger })
    expect(report.ok).toBe(false)
    expect(report.problems).toEqual(expect.arrayContaining([expect.objectContaining({ account: `u:${ben.id}:bought` })]))
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ problems: expect.any(Array) }), expect.stringContaining('FAILED'))
    await db
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '-', 7) }))
      .where('id', '=', `u:${ben.id}:bought`)
      .execute()
  })
})
