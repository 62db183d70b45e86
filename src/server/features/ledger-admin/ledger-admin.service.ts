import { sql, type Kysely } from 'kysely'
import type { LedgerFilter, LedgerPage, LedgerRow, LedgerSummary, LedgerTotals, OverviewSeries } from '../../../shared/schemas/ledger-admin'
import type { Dialect } from '../../db/database'
import { beyondCursor, keysetPage } from '../../db/keyset'
import type { DB } from '../../db/schema'

const PAGE_SIZE = 50
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10)

/** The person a filter names (an email or a user id); undefined for no person, null for nobody found. */
async function resolveUser(db: Kysely<DB>, user: string | undefined): Promise<string | null | undefined> {
  if (!user) return undefined
  const row = await db
    .selectFrom('user')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', user), eb('email', '=', user.toLowerCase())]))
    .executeTakeFirst()
  return row?.id ?? null
}

/** The transfers that match: kind, period (UTC days, inclusive), and one person's postings. */
function filtered(db: Kysely<DB>, filter: LedgerFilter, userId: string | undefined) {
  let query = db.selectFrom('ledger_transfers as t')
  if (filter.kind) query = query.where('t.kind', '=', filter.kind)
  if (filter.from) query = query.where('t.created_at', '>=', `${filter.from}T00:00:00.000Z`)
  if (filter.to) query = query.where('t.created_at', '<', `${nextDay(filter.to)}T00:00:00.000Z`)
  if (userId) {
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('ledger_postings as p').select('p.id').whereRef('p.transfer_id', '=', 't.id').where('p.user_id', '=', userId),
      ),
    )
  }
  return query
}

async function withPostings(
  db: Kysely<DB>,
  rows: {
    id: string
    created_at: string
    kind: string
    amount: number
    reason: string
    object_type: string | null
    object_id: string | null
  }[],
): Promise<LedgerRow[]> {
  if (rows.length === 0) return []
  const postings = await db
    .selectFrom('ledger_postings as p')
    .leftJoin('user as u', 'u.id', 'p.user_id')
    .select(['p.transfer_id', 'p.account_id', 'p.amount', 'u.email'])
    .where(
      'p.transfer_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute()
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    kind: r.kind,
    amount: Number(r.amount),
    reason: r.reason,
    object: r.object_type && r.object_id ? { type: r.object_type, id: r.object_id } : null,
    postings: postings
      .filter((p) => p.transfer_id === r.id && Number(p.amount) !== 0)
      .map((p) => ({
        account: p.account_id.startsWith('u:') ? `${p.account_id.slice(p.account_id.lastIndexOf(':') + 1)}` : p.account_id,
        email: p.email ?? null,
        amount: Number(p.amount),
      })),
  }))
}

/** The ledger, newest first, a page at a time (keyset on (created_at, id)). */
export async function listTransfers(db: Kysely<DB>, filter: LedgerFilter, cursor?: string, limit = PAGE_SIZE): Promise<LedgerPage> {
  const userId = await resolveUser(db, filter.user)
  if (userId === null) return { transfers: [], nextCursor: null }
  let query = filtered(db, filter, userId).select([
    't.id',
    't.created_at',
    't.kind',
    't.amount',
    't.reason',
    't.object_type',
    't.object_id',
  ])
  if (cursor) query = query.where(beyondCursor(cursor, 't.created_at', 't.id'))
  const rows = await query
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit + 1)
    .execute()
  const { page, nextCursor } = keysetPage(rows, limit, (r) => [r.created_at, r.id])
  return { transfers: await withPostings(db, page), nextCursor }
}

/** Count and points moved per kind for the filter's period. */
export async function totalsByKind(db: Kysely<DB>, filter: LedgerFilter): Promise<LedgerTotals> {
  const userId = await resolveUser(db, filter.user)
  if (userId === null) return { totals: [] }
  const rows = await filtered(db, filter, userId)
    .select(['t.kind', (eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.sum<number>('t.amount').as('amount')])
    .groupBy('t.kind')
    .orderBy('t.kind')
    .execute()
  return { totals: rows.map((r) => ({ kind: r.kind, count: Number(r.count), amount: Number(r.amount) })) }
}

function csvCell(value: string | number): string {
  const text = String(value)
  // A leading =, +, - or @ would be read as a formula by spreadsheet programs.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The filtered ledger as CSV, read a page at a time so an export never loads the whole ledger at once. */
export async function* exportCsv(db: Kysely<DB>, filter: LedgerFilter): AsyncGenerator<string> {
  yield 'time,transfer,kind,amount,reason,object_type,object_id,postings\r\n'
  let cursor: string | undefined
  do {
    const page = await listTransfers(db, filter, cursor, 500)
    yield page.transfers
      .map((t) =>
        [
          t.createdAt,
          t.id,
          t.kind,
          t.amount,
          t.reason,
          t.object?.type ?? '',
          t.object?.id ?? '',
          t.postings.map((p) => `${p.email ? `${p.email}:` : ''}${p.account} ${p.amount > 0 ? '+' : ''}${p.amount}`).join('; '),
        ]
          .map(csvCell)
          .join(','),
      )
      .map((line) => `${line}\r\n`)
      .join('')
    cursor = page.nextCursor ?? undefined
  } while (cursor)
}

export async function getSummary(db: Kysely<DB>): Promise<LedgerSummary> {
  const [accounts, payouts, orders, purchases] = await Promise.all([
    db.selectFrom('ledger_accounts').select(['id', 'balance']).where('id', 'in', ['platform', 'world', 'escrow']).execute(),
    db
      .selectFrom('payouts')
      .select([
        (eb) => eb.fn.countAll<number>().as('count'),
        (eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('points'),
      ])
      .where('status', '=', 'requested')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('shop_orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'placed')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('point_purchases')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ])
  const balance = (id: string) => Number(accounts.find((a) => a.id === id)?.balance ?? 0)
  return {
    platform: balance('platform'),
    world: balance('world'),
    escrow: balance('escrow'),
    pendingPayouts: { count: Number(payouts.count), points: Number(payouts.points) },
    placedOrders: Number(orders.count),
    pendingPurchases: Number(purchases.count),
  }
}

/** The UTC day of an ISO-8601 text column, or of Better Auth's createdAt (a timestamp on PostgreSQL). */
const dayOf = (dialect: Dialect, column: string, timestamp = false) =>
  dialect === 'postgres' && timestamp
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`

/** Per UTC day over the last `days` days: points bought, spent, held, paid out; sign-ups, Tio Chat handoffs, consultations. */
export async function getOverview(db: Kysely<DB>, dialect: Dialect, days: number, today = new Date()): Promise<OverviewSeries> {
  const end = today.toISOString().slice(0, 10)
  const list: string[] = []
  for (let i = days - 1; i >= 0; i--) list.push(new Date(Date.parse(`${end}T00:00:00.000Z`) - i * 86_400_000).toISOString().slice(0, 10))
  const since = `${list[0]}T00:00:00.000Z`
  const perDay = (rows: { day: string; n: number | string | null }[]) => {
    const byDay = new Map(rows.map((r) => [r.day, Number(r.n ?? 0)]))
    return list.map((d) => byDay.get(d) ?? 0)
  }
  const pointsOf = (kinds: string[]) =>
    db
      .selectFrom('ledger_transfers')
      .select([dayOf(dialect, 'created_at').as('day'), (eb) => eb.fn.sum<number>('amount').as('n')])
      .where('kind', 'in', kinds)
      .where('created_at', '>=', since)
      .groupBy(dayOf(dialect, 'created_at'))
      .execute()
  const sinceDate = dialect === 'postgres' ? new Date(since) : since
  const [bought, spent, held, paidOut, signups, handoffs, consultations] = await Promise.all([
    pointsOf(['purchase']),
    pointsOf(['release', 'fee', 'order']),
    pointsOf(['hold']),
    pointsOf(['payout']),
    db
      .selectFrom('user')
      .select([dayOf(dialect, 'createdAt', true).as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('createdAt', '>=', sinceDate as string)
      .groupBy(dayOf(dialect, 'createdAt', true))
      .execute(),
    db
      .selectFrom('messages')
      .select([dayOf(dialect, 'created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('source', '=', 'tio-chat')
      .where('created_at', '>=', since)
      .groupBy(dayOf(dialect, 'created_at'))
      .execute(),
    db
      .selectFrom('ledger_holds')
      .select([dayOf(dialect, 'created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('object_type', '=', 'booking')
      .where('created_at', '>=', since)
      .groupBy(dayOf(dialect, 'created_at'))
      .execute(),
  ])
  return {
    days: list,
    bought: perDay(bought),
    spent: perDay(spent),
    held: perDay(held),
    paidOut: perDay(paidOut),
    signups: perDay(signups),
    handoffs: perDay(handoffs),
    consultations: perDay(consultations),
  }
}
