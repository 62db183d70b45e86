/**
 * Ledger and booking benchmark (issue 23 item 8): one Tio server on PostgreSQL (TEST_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/test, a fresh schema dropped afterwards), BENCH_CLIENTS (100)
 * clients booking at once (BENCH_BOOKINGS each, 3) across BENCH_EXPERTS (10) experts through the
 * booking service (slot cells, hold in the ledger), then cancelling every other booking at once.
 * Prints bookings per second and cancellations per second, then checks the ledger's invariants
 * (sum of postings = balances, none negative, no hold resolved twice); exits 1 if they fail.
 * Numbers are measurements, never assertions.
 *
 *   npm run bench:ledger
 *   BENCH_CLIENTS=200 BENCH_BOOKINGS=5 npm run bench:ledger
 */
import { randomUUID } from 'node:crypto'
import { createApprovedExpert, createUser, type TestUser } from '../../tests/support/factories'
import { startTestServer } from '../../tests/support/test-server'
import { actOnBooking, createBooking, listSlots } from '../../src/server/features/consultations/bookings.service'
import { checkLedger, grantMany } from '../../src/server/features/ledger'

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100)
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 3)
const EXPERTS = Number(process.env.BENCH_EXPERTS ?? 10)

const server = await startTestServer({ dialect: 'postgres', listen: false, env: { RATE_LIMIT: 'false', PLATFORM_FEE_PERCENT: '10' } })
try {
  const { ctx } = server
  const db = ctx.database.db
  const day = [['00:00', '23:45']] as [string, string][]
  const experts: TestUser[] = []
  for (let i = 0; i < EXPERTS; i++) {
    const expert = await createApprovedExpert(server)
    await db
      .insertInto('expert_offers')
      .values({ expert_id: expert.id, kind: 'call15', medium: 'voice', price: 10, updated_at: new Date().toISOString() })
      .execute()
    await db
      .insertInto('expert_availability')
      .values({
        expert_id: expert.id,
        time_zone: 'UTC',
        weekly_hours: JSON.stringify({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }),
        buffer_minutes: 0,
        min_notice_hours: 1,
        days_off: '[]',
        free_first_message: 0,
        updated_at: new Date().toISOString(),
      })
      .execute()
    experts.push(expert)
  }
  const clients: TestUser[] = []
  for (let i = 0; i < CLIENTS; i++) clients.push(await createUser(server))
  await grantMany(
    db,
    clients.map((c) => ({
      userId: c.id,
      pocket: 'bought',
      amount: 1000,
      from: 'world',
      kind: 'purchase',
      reason: 'bench',
      reference: `bench:${c.id}`,
      createdAt: new Date().toISOString(),
    })),
  )
  const slots = await Promise.all(experts.map(async (e) => (await listSlots(db, e.id, 'call15')).slots))

  let refused = 0
  const booked: { id: string; clientId: string }[] = []
  const started = performance.now()
  await Promise.all(
    clients.map(async (client, c) => {
      for (let b = 0; b < BOOKINGS; b++) {
        const e = (c + b) % EXPERTS
        const startsAt = slots[e]![Math.floor((c * BOOKINGS + b) / 2)]!
        try {
          const booking = await createBooking(ctx, client.id, {
            expertId: experts[e]!.id,
            kind: 'call15',
            medium: 'voice',
            startsAt,
            note: '',
            price: 10,
            requestId: randomUUID(),
          })
          booked.push({ id: booking.id, clientId: client.id })
        } catch {
          refused++
        }
      }
    }),
  )
  const bookingSeconds = (performance.now() - started) / 1000
  const cancelStart = performance.now()
  const toCancel = booked.filter((_, i) => i % 2 === 0)
  await Promise.all(toCancel.map((b) => actOnBooking(ctx, b.clientId, b.id, { action: 'cancel' }).catch(() => undefined)))
  const cancelSeconds = (performance.now() - cancelStart) / 1000
  console.log(`clients ${CLIENTS} at once, ${BOOKINGS} bookings each over ${EXPERTS} experts (PostgreSQL)`)
  console.log(
    `booked ${booked.length}, refused ${refused}, ${(booked.length / bookingSeconds).toFixed(1)} bookings/s (${bookingSeconds.toFixed(2)} s)`,
  )
  console.log(`cancelled ${toCancel.length} at once, ${(toCancel.length / cancelSeconds).toFixed(1)} cancellations/s`)
  const report = await checkLedger(db)
  for (const p of report.problems) console.log(`ledger problem: ${JSON.stringify(p)}`)
  console.log(`ledger ${report.ok ? 'ok' : 'BROKEN'}: ${report.accounts} accounts, ${report.transfers} transfers, ${report.holds} holds`)
  process.exitCode = report.ok ? 0 : 1
} finally {
  await server.close()
}
