import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextMillisecond } from '../../../../tests/support/eventually'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { migrations } from '../../db/migrations'
import { balances, checkLedger, getHold, history, hold, postHold, spend, transfer, voidHold } from '.'

const person = () => `ledger-${randomUUID()}`

describe.each(DIALECTS)('Tio-Points ledger on %s (issue 23 item 5)', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  })
  afterAll(async () => server.close())
  const db = () => server.ctx.database.db
  const give = (userId: string, pocket: 'bonus' | 'bought' | 'earned', amount: number) =>
    transfer(db(), {
      reference: randomUUID(),
      kind: pocket === 'bought' ? 'purchase' : 'bonus',
      reason: 'test',
      from: pocket === 'bought' ? 'world' : 'platform',
      to: { userId, pocket },
      amount,
    })

  it('spends pockets in the fixed order bonus, bought, earned, and refuses an overdraft with 409, changing nothing', async () => {
    const user = person()
    await give(user, 'earned', 50)
    await give(user, 'bought', 30)
    await give(user, 'bonus', 10)
    await spend(db(), { reference: randomUUID(), kind: 'order', reason: 'shop', userId: user, to: 'platform', amount: 25 })
    expect(await balances(db(), user)).toEqual({ bonus: 0, bought: 15, earned: 50, held: 0, total: 65 })
    await expect(
      spend(db(), { reference: randomUUID(), kind: 'order', reason: 'shop', userId: user, to: 'platform', amount: 66 }),
    ).rejects.toMatchObject({ status: 409 })
    await expect(
      transfer(db(), {
        reference: randomUUID(),
        kind: 'payout',
        reason: 'test',
        from: { userId: user, pocket: 'bought' },
        to: 'world',
        amount: 16,
      }),
    ).rejects.toMatchObject({ status: 409 })
    await expect(
      spend(db(), { reference: randomUUID(), kind: 'order', reason: 'shop', userId: user, to: 'platform', amount: -1 }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      spend(db(), { reference: randomUUID(), kind: 'order', reason: 'shop', userId: user, to: 'platform', amount: 1.5 }),
    ).rejects.toMatchObject({ status: 400 })
    expect((await balances(db(), user)).total).toBe(65)
    expect((await history(db(), user)).entries.map((e) => [e.kind, e.amount]).sort()).toEqual([
      ['bonus', 10],
      ['bonus', 50],
      ['order', -25],
      ['purchase', 30],
    ])
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('holds, then posts part (fee to the platform, the rest back to the pockets it came from) or voids, each exactly once', async () => {
    const client = person()
    const expert = person()
    await give(client, 'bonus', 10)
    await give(client, 'bought', 90)
    // Newest first is by time: the hold must not share the purchase's millisecond.
    await nextMillisecond()
    const booking = { type: 'booking', id: randomUUID() }
    const first = await hold(db(), { reference: `hold:${booking.id}`, userId: client, amount: 60, reason: 'booking', object: booking })
    expect(first.hold).toMatchObject({ status: 'pending', amount: 60, from: { bonus: 10, bought: 50, earned: 0 }, object: booking })
    expect(
      await hold(db(), { reference: `hold:${booking.id}`, userId: client, amount: 60, reason: 'booking', object: booking }),
    ).toMatchObject({ applied: false, hold: { id: first.hold.id } })
    expect(await balances(db(), client)).toEqual({ bonus: 0, bought: 40, earned: 0, held: 60, total: 40 })
    expect((await history(db(), client)).entries[0]).toMatchObject({ kind: 'hold', amount: -60, holdStatus: 'pending', object: booking })

    const posted = await postHold(db(), {
      holdId: first.hold.id,
      payee: { userId: expert, pocket: 'earned' },
      amount: 40,
      fee: 4,
      reason: 'delivered',
    })
    expect(posted.applied).toBe(true)
    expect(posted.userIds.sort()).toEqual([client, expert].sort())
    expect(await balances(db(), expert)).toMatchObject({ earned: 36, total: 36 })
    // 40 posted came from bonus 10 + bought 30: the 20 not posted go back to bought.
    expect(await balances(db(), client)).toEqual({ bonus: 0, bought: 60, earned: 0, held: 0, total: 60 })
    expect(await postHold(db(), { holdId: first.hold.id, payee: { userId: expert, pocket: 'earned' }, reason: 'again' })).toMatchObject({
      applied: false,
    })
    expect(await voidHold(db(), { holdId: first.hold.id, reason: 'too late' })).toMatchObject({
      applied: false,
      hold: { status: 'posted', postedAmount: 40 },
    })

    const second = await hold(db(), { reference: randomUUID(), userId: client, amount: 60, reason: 'booking' })
    expect((await voidHold(db(), { holdId: second.hold.id, reason: 'cancelled' })).applied).toBe(true)
    expect(await balances(db(), client)).toEqual({ bonus: 0, bought: 60, earned: 0, held: 0, total: 60 })
    await expect(postHold(db(), { holdId: first.hold.id, payee: 'platform', amount: 61, reason: 'x' })).rejects.toMatchObject({
      status: 400,
    })
    await expect(hold(db(), { reference: randomUUID(), userId: client, amount: 61, reason: 'booking' })).rejects.toMatchObject({
      status: 409,
    })
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('lets a caller combine its own writes with the ledger in one transaction; a refusal undoes only the ledger part', async () => {
    const user = person()
    await give(user, 'bonus', 10)
    const outcome = await db()
      .transaction()
      .execute(async (trx) => {
        await sql`update ledger_accounts set created_at = created_at where id = 'platform'`.execute(trx)
        const refused = await spend(trx, {
          reference: randomUUID(),
          kind: 'order',
          reason: 'shop',
          userId: user,
          to: 'platform',
          amount: 11,
        }).catch((e: { status: number }) => e.status)
        const held = await hold(trx, { reference: randomUUID(), userId: user, amount: 4, reason: 'order' })
        return { refused, holdId: held.hold.id }
      })
    expect(outcome.refused).toBe(409)
    expect((await getHold(db(), outcome.holdId))?.status).toBe('pending')
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await hold(trx, { reference: 'rolled-back', userId: user, amount: 6, reason: 'order' })
          throw new Error('the order failed')
        }),
    ).rejects.toThrow('the order failed')
    expect(await balances(db(), user)).toMatchObject({ bonus: 6, held: 4 })
    expect(await db().selectFrom('ledger_transfers').select('id').where('reference', '=', 'rolled-back').executeTakeFirst()).toBeUndefined()
  })

  it('100 concurrent spends from one account never take it below zero; accepted spends equal the balance change', async () => {
    const user = person()
    await give(user, 'bonus', 100)
    await give(user, 'bought', 50)
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        spend(db(), { reference: `spend-${user}-${i}`, kind: 'order', reason: 'shop', userId: user, to: 'platform', amount: 7 }),
      ),
    )
    const accepted = results.filter((r) => r.status === 'fulfilled').length
    const refused = results.filter((r) => r.status === 'rejected' && (r.reason as { status?: number }).status === 409).length
    expect(accepted + refused).toBe(100)
    expect(accepted).toBe(Math.floor(150 / 7))
    expect(await balances(db(), user)).toMatchObject({ total: 150 - 7 * accepted, bonus: 0 })
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('100 concurrent holds and voids from one account, and the same reference retried at once, move points once each', async () => {
    const user = person()
    await give(user, 'bought', 500)
    const holds = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => hold(db(), { reference: `booking-${user}-${i}`, userId: user, amount: 9, reason: 'booking' })),
    )
    const held = holds.flatMap((r) => (r.status === 'fulfilled' ? [r.value.hold.id] : []))
    expect(held.length).toBe(Math.floor(500 / 9))
    const retried = await Promise.all(
      Array.from({ length: 10 }, () => hold(db(), { reference: `booking-${user}-0`, userId: user, amount: 9, reason: 'booking' })),
    )
    expect(retried.filter((r) => r.applied)).toHaveLength(0)
    const cancels = await Promise.all(
      held.flatMap((id) => [
        voidHold(db(), { holdId: id, reason: 'cancelled' }),
        voidHold(db(), { holdId: id, reason: 'cancelled twice' }),
      ]),
    )
    expect(cancels.filter((r) => r.applied)).toHaveLength(held.length)
    expect(await balances(db(), user)).toMatchObject({ bought: 500, held: 0 })
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('the same release requested twice at once (and a void racing it): exactly one applies', async () => {
    const client = person()
    const expert = person()
    await give(client, 'bonus', 1000)
    for (let round = 0; round < 10; round++) {
      const { hold: h } = await hold(db(), { reference: randomUUID(), userId: client, amount: 50, reason: 'booking' })
      const outcomes = await Promise.all([
        postHold(db(), { holdId: h.id, payee: { userId: expert, pocket: 'earned' }, fee: 5, reason: 'delivered' }),
        postHold(db(), { holdId: h.id, payee: { userId: expert, pocket: 'earned' }, fee: 5, reason: 'delivered' }),
        voidHold(db(), { holdId: h.id, reason: 'cancelled' }),
      ])
      expect(outcomes.filter((o) => o.applied)).toHaveLength(1)
    }
    const expertBalance = (await balances(db(), expert)).earned
    const clientBalance = (await balances(db(), client)).total
    expect(expertBalance % 45).toBe(0)
    expect(clientBalance + (expertBalance / 45) * 50).toBe(1000)
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('ledger:check names the account of a corrupted balance and a hold resolved twice', async () => {
    const user = person()
    await give(user, 'bonus', 20)
    const { hold: h } = await hold(db(), { reference: randomUUID(), userId: user, amount: 5, reason: 'booking' })
    await voidHold(db(), { holdId: h.id, reason: 'cancelled' })
    expect((await checkLedger(db())).ok).toBe(true)
    await db().updateTable('ledger_accounts').set({ balance: 21 }).where('id', '=', `u:${user}:bonus`).execute()
    await db().updateTable('ledger_holds').set({ status: 'pending' }).where('id', '=', h.id).execute()
    await db().updateTable('ledger_holds').set({ status: 'voided' }).where('id', '=', h.id).where('status', '=', 'pending').execute()
    const resolvedTwice = await db()
      .selectFrom('ledger_postings')
      .selectAll()
      .where('account_id', '=', 'escrow')
      .where('amount', '<', 0)
      .where('transfer_id', 'in', db().selectFrom('ledger_transfers').select('id').where('hold_id', '=', h.id))
      .executeTakeFirstOrThrow()
    await db()
      .insertInto('ledger_postings')
      .values({ ...resolvedTwice, id: randomUUID() })
      .execute()
    const report = await checkLedger(db())
    expect(report.ok).toBe(false)
    expect(report.problems).toEqual(
      expect.arrayContaining([
        { account: `u:${user}:bonus`, problem: 'balance 21 but its postings sum to 20' },
        expect.objectContaining({ hold: h.id, problem: expect.stringContaining('resolved twice') }),
      ]),
    )
    // Put it right with the inverse rows so the other tests' checks stay meaningful.
    await db()
      .deleteFrom('ledger_postings')
      .where('id', '!=', resolvedTwice.id)
      .where('transfer_id', '=', resolvedTwice.transfer_id)
      .where('account_id', '=', 'escrow')
      .where('amount', '<', 0)
      .execute()
    await db().updateTable('ledger_accounts').set({ balance: 20 }).where('id', '=', `u:${user}:bonus`).execute()
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('moves point_transactions into the ledger (data migration), references kept so a repeat bonus stays a no-op', async () => {
    const migration = migrations['2026-11-25-23-ledger']!
    const user = person()
    await give(user, 'bonus', 100)
    await db().deleteFrom('ledger_postings').execute()
    await db().deleteFrom('ledger_transfers').execute()
    await db().deleteFrom('ledger_holds').execute()
    await migration.down!(db())
    const now = new Date().toISOString()
    await db()
      .insertInto('user')
      .values({
        id: 'legacy-user',
        name: 'L',
        email: 'legacy@x.test',
        emailVerified: dialect === 'postgres' ? true : 1,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute()
    await sql`insert into point_transactions (id, user_id, amount, reason, reference, created_at) values
      ('p1', 'legacy-user', 100, 'signup', 'signup', '2026-01-01T00:00:00.000Z'),
      ('p2', 'legacy-user', 50, 'referral', 'referral:legacy-user', '2026-01-02T00:00:00.000Z')`.execute(db())
    await migration.up(db())
    expect(await balances(db(), 'legacy-user')).toEqual({ bonus: 150, bought: 0, earned: 0, held: 0, total: 150 })
    expect((await history(db(), 'legacy-user')).entries.map((e) => [e.kind, e.reason, e.amount])).toEqual([
      ['referral', 'referral', 50],
      ['bonus', 'signup', 100],
    ])
    const again = await transfer(db(), {
      reference: 'signup:legacy-user',
      kind: 'bonus',
      reason: 'signup',
      from: 'platform',
      to: { userId: 'legacy-user', pocket: 'bonus' },
      amount: 100,
    })
    expect(again.applied).toBe(false)
    expect((await checkLedger(db())).problems).toEqual([])
  })

  it('a process killed in the middle of a hold and its release leaves none of it; killed in a loop, the ledger stays true', async () => {
    const client = person()
    const expert = person()
    await give(client, 'bonus', 10_000)
    const run = (scenario: string, until: (out: string) => boolean) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', path.resolve(import.meta.dirname, '../../../../tests/support/ledger-child.ts')],
          {
            env: {
              ...process.env,
              LEDGER_SCENARIO: scenario,
              LEDGER_CLIENT: client,
              LEDGER_EXPERT: expert,
              LEDGER_DATA_DIR: server.dataDir,
              LEDGER_SCHEMA: server.schema ?? '',
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        )
        let out = ''
        let err = ''
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          if (until(out)) child.kill('SIGKILL')
        })
        child.once('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(out) : reject(new Error(`child exited on its own: ${err}`))))
      })
    await run('mid-transaction', (out) => out.includes('mid'))
    expect(await balances(db(), client)).toMatchObject({ bonus: 10_000, held: 0 })
    expect(await balances(db(), expert)).toMatchObject({ total: 0 })
    expect(
      await db().selectFrom('ledger_transfers').select('id').where('reference', 'in', ['child-hold', 'child-bonus']).execute(),
    ).toEqual([])
    const out = await run('loop', (text) => text.split('\n').length > 30)
    expect(out.length).toBeGreaterThan(0)
    const report = await checkLedger(db())
    expect(report.problems).toEqual([])
    const { total, held } = await balances(db(), client)
    expect(total + held + (await balances(db(), expert)).total).toBeLessThanOrEqual(10_000)
  })
})
