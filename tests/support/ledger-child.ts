/**
 * A process that moves points and is killed with SIGKILL by src/server/features/ledger/ledger.test.ts.
 * Opens the test's database (LEDGER_DATA_DIR, or TEST_DATABASE_URL + LEDGER_SCHEMA) and, for
 * LEDGER_SCENARIO=mid-transaction, holds points, posts part of the hold and writes "mid" while that
 * transaction is still open, then waits to be killed; for LEDGER_SCENARIO=loop, runs holds and posts
 * without end, writing a line after each commit.
 */
import { openDatabase } from '../../src/server/db/database'
import { hold, postHold, transfer } from '../../src/server/features/ledger'

const env = process.env
const database = await openDatabase({
  dataDir: env.LEDGER_DATA_DIR ?? '',
  databaseUrl: env.LEDGER_SCHEMA ? env.TEST_DATABASE_URL : undefined,
  schema: env.LEDGER_SCHEMA,
})
const { db } = database
const client = env.LEDGER_CLIENT!
const expert = env.LEDGER_EXPERT!

if (env.LEDGER_SCENARIO === 'mid-transaction') {
  await db.transaction().execute(async (trx) => {
    const held = await hold(trx, { reference: 'child-hold', userId: client, amount: 30, reason: 'booking' })
    await postHold(trx, { holdId: held.hold.id, payee: { userId: expert, pocket: 'earned' }, amount: 20, fee: 2, reason: 'delivered' })
    await transfer(trx, {
      reference: 'child-bonus',
      kind: 'bonus',
      reason: 'test',
      from: 'platform',
      to: { userId: client, pocket: 'bonus' },
      amount: 5,
    })
    process.stdout.write('mid\n')
    await new Promise(() => {})
  })
} else {
  for (let i = 0; ; i++) {
    const held = await hold(db, { reference: `loop-${i}`, userId: client, amount: 1, reason: 'booking' })
    await postHold(db, { holdId: held.hold.id, payee: { userId: expert, pocket: 'earned' }, fee: i % 2, reason: 'delivered' })
    process.stdout.write(`${i}\n`)
  }
}
