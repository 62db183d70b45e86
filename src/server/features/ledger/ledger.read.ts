import { sql, type Kysely } from 'kysely'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import type { DB } from '../../db/schema'
import { beyondCursor, keysetPage } from '../../db/keyset'
import type { EmitToUser } from '../../realtime/batched-emit'
import { POCKETS, type Pocket } from './ledger.transfers'

export interface Balances extends Record<Pocket, number> {
  /** Points reserved in escrow for bookings or orders not settled yet (not part of total). */
  held: number
  /** What the person can spend: bonus + bought + earned. */
  total: number
}

export async function balances(db: Kysely<DB>, userId: string): Promise<Balances> {
  const [rows, held] = await Promise.all([
    db.selectFrom('ledger_accounts').select(['pocket', 'balance']).where('user_id', '=', userId).execute(),
    db
      .selectFrom('ledger_holds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('held'))
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ])
  const result: Balances = { bonus: 0, bought: 0, earned: 0, held: Number(held?.held ?? 0), total: 0 }
  for (const row of rows) if ((POCKETS as readonly string[]).includes(row.pocket)) result[row.pocket as Pocket] = Number(row.balance)
  result.total = result.bonus + result.bought + result.earned
  return result
}

export interface HistoryEntry {
  /** The transfer's id. */
  id: string
  /** The net change of the person's balance (negative: points left them). */
  amount: number
  kind: string
  reason: string
  object: { type: string; id: string } | null
  /** For a hold and what resolved it: pending, posted or voided. */
  holdStatus: string | null
  createdAt: string
}

/** A person's transfers, newest first, a page at a time (keyset on the postings' (user_id, created_at, transfer_id) index). */
export async function history(db: Kysely<DB>, userId: string, options: { cursor?: string; limit?: number } = {}) {
  const limit = options.limit ?? 10
  let query = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transfers as t', 't.id', 'p.transfer_id')
    .leftJoin('ledger_holds as h', 'h.id', 't.hold_id')
    .select((eb) => [
      'p.transfer_id as id',
      'p.created_at as created_at',
      eb.fn.sum<number>('p.amount').as('amount'),
      't.kind',
      't.reason',
      't.object_type',
      't.object_id',
      'h.status as hold_status',
    ])
    .where('p.user_id', '=', userId)
  if (options.cursor) query = query.where(beyondCursor(options.cursor, 'p.created_at', 'p.transfer_id'))
  const rows = await query
    .groupBy(['p.transfer_id', 'p.created_at', 't.kind', 't.reason', 't.object_type', 't.object_id', 'h.status'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.transfer_id', 'desc')
    .limit(limit + 1)
    .execute()
  const { page, nextCursor } = keysetPage(rows, limit, (r) => [r.created_at, r.id])
  const entries: HistoryEntry[] = page.map((r) => ({
    id: r.id,
    amount: Number(r.amount),
    kind: r.kind,
    reason: r.reason,
    object: r.object_type && r.object_id ? { type: r.object_type, id: r.object_id } : null,
    holdStatus: r.hold_status,
    createdAt: r.created_at,
  }))
  return { entries, nextCursor }
}

/** After the commit: tells each person's open tabs their new total (POINTS_CHANGED) and that /api/me changed. */
export async function announceBalances(db: Kysely<DB>, emitToUser: EmitToUser, userIds: Iterable<string>) {
  for (const userId of new Set(userIds)) {
    const { total } = await balances(db, userId)
    emitToUser(userId, SOCKET_EVENTS.POINTS_CHANGED, { points: total })
    emitToUser(userId, SOCKET_EVENTS.ME_CHANGED, {})
  }
}
