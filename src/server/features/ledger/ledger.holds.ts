import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import {
  accountOf,
  atomically,
  checkAmount,
  personalAccounts,
  SPEND_ORDER,
  splitBySpendOrder,
  userAccountId,
  writeTransfer,
  type BusinessObject,
  type Party,
  type Pocket,
} from './ledger.transfers'

export type HoldStatus = 'pending' | 'posted' | 'voided'

export interface Hold {
  id: string
  userId: string
  amount: number
  status: HoldStatus
  postedAmount: number | null
  from: Record<Pocket, number>
  object: BusinessObject | null
  createdAt: string
  resolvedAt: string | null
}

export interface HoldResult {
  /** false when nothing changed: the reference was used before, or the hold was resolved already. */
  applied: boolean
  hold: Hold
  userIds: string[]
}

type HoldRow = DB['ledger_holds']

const toHold = (row: HoldRow): Hold => ({
  id: row.id,
  userId: row.user_id,
  amount: Number(row.amount),
  status: row.status as HoldStatus,
  postedAmount: row.posted_amount === null ? null : Number(row.posted_amount),
  from: { bonus: Number(row.from_bonus), bought: Number(row.from_bought), earned: Number(row.from_earned) },
  object: row.object_type && row.object_id ? { type: row.object_type, id: row.object_id } : null,
  createdAt: row.created_at,
  resolvedAt: row.resolved_at,
})

export async function getHold(db: Kysely<DB>, holdId: string): Promise<Hold | undefined> {
  const row = await db.selectFrom('ledger_holds').selectAll().where('id', '=', holdId).executeTakeFirst()
  return row && toHold(row)
}

async function holdOrThrow(db: Kysely<DB>, holdId: string) {
  const hold = await getHold(db, holdId)
  if (!hold) throw new ApiError(404, 'not-found', 'That hold does not exist.')
  return hold
}

/**
 * Reserves `amount` of a person's points in escrow (pockets in SPEND_ORDER; 409 when short). The hold
 * id is the id of its transfer. The same reference again answers the existing hold, applied false.
 */
export async function hold(
  db: Kysely<DB>,
  input: { reference: string; userId: string; amount: number; reason: string; object?: BusinessObject },
): Promise<HoldResult> {
  checkAmount(input.amount)
  return atomically(db, async (trx) => {
    let taken: Record<Pocket, number> = { bonus: 0, bought: 0, earned: 0 }
    const now = new Date().toISOString()
    const id = randomUUID()
    const result = await writeTransfer(
      trx,
      { ...input, kind: 'hold', holdId: id, id },
      [...personalAccounts(input.userId), 'escrow'],
      (balances) => {
        taken = splitBySpendOrder(input.userId, input.amount, balances)
        return SPEND_ORDER.map((pocket) => ({ from: userAccountId(input.userId, pocket), to: 'escrow', amount: taken[pocket] }))
      },
      now,
    )
    if (!result.applied) {
      const existing = await trx
        .selectFrom('ledger_transfers')
        .select('hold_id')
        .where('id', '=', result.transferId)
        .executeTakeFirstOrThrow()
      if (!existing.hold_id) throw new ApiError(409, 'conflict', 'That reference belongs to a transfer that is not a hold.')
      return { applied: false, hold: await holdOrThrow(trx, existing.hold_id), userIds: [] }
    }
    const row: HoldRow = {
      id,
      user_id: input.userId,
      amount: input.amount,
      from_bonus: taken.bonus,
      from_bought: taken.bought,
      from_earned: taken.earned,
      status: 'pending',
      posted_amount: null,
      object_type: input.object?.type ?? null,
      object_id: input.object?.id ?? null,
      created_at: now,
      resolved_at: null,
    }
    await trx.insertInto('ledger_holds').values(row).execute()
    return { applied: true, hold: toHold(row), userIds: result.userIds }
  })
}

/** Flips a pending hold to `status`, once: compare-and-set on status = 'pending' (zero rows = someone else resolved it). */
async function resolve(trx: Kysely<DB>, holdId: string, status: Exclude<HoldStatus, 'pending'>, postedAmount: number | null, now: string) {
  const flipped = await trx
    .updateTable('ledger_holds')
    .set({ status, posted_amount: postedAmount, resolved_at: now })
    .where('id', '=', holdId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(flipped.numUpdatedRows) > 0
}

/** Gives the points of a hold that are not paid out back to the pockets they came from (the last-spent pocket keeps the payout). */
function returnedPockets(held: Hold, paid: number): Record<Pocket, number> {
  let consumed = paid
  const back = { bonus: 0, bought: 0, earned: 0 }
  for (const pocket of SPEND_ORDER) {
    const used = Math.min(consumed, held.from[pocket])
    back[pocket] = held.from[pocket] - used
    consumed -= used
  }
  return back
}

async function refundLegs(trx: Kysely<DB>, held: Hold, paid: number, header: { reference: string; reason: string }, now: string) {
  const back = returnedPockets(held, paid)
  const targets = SPEND_ORDER.map((pocket) => userAccountId(held.userId, pocket))
  return writeTransfer(
    trx,
    { reference: header.reference, reason: header.reason, kind: 'refund', holdId: held.id, object: held.object ?? undefined },
    ['escrow', ...targets],
    () => SPEND_ORDER.map((pocket) => ({ from: 'escrow', to: userAccountId(held.userId, pocket), amount: back[pocket] })),
    now,
  )
}

/**
 * Posts a pending hold: `amount` (all of it by default) leaves escrow, `fee` of it to the platform and
 * the rest to `payee` (an expert's earned pocket, or the platform for an order); what is not posted
 * returns to the holder's pockets. Exactly once: a second call (or a racing one) answers applied false.
 */
export async function postHold(
  db: Kysely<DB>,
  input: { holdId: string; payee: Party; amount?: number; fee?: number; reason: string },
): Promise<HoldResult> {
  return atomically(db, async (trx) => {
    const held = await holdOrThrow(trx, input.holdId)
    const amount = input.amount ?? held.amount
    const fee = input.fee ?? 0
    checkAmount(amount, true)
    checkAmount(fee, true)
    if (amount > held.amount) throw new ApiError(400, 'bad-request', `amount: at most the ${held.amount} points held`)
    if (fee > amount) throw new ApiError(400, 'bad-request', 'fee: at most the amount posted')
    const now = new Date().toISOString()
    if (!(await resolve(trx, held.id, 'posted', amount, now))) return { applied: false, hold: await holdOrThrow(trx, held.id), userIds: [] }
    const payee = accountOf(input.payee)
    const object = held.object ?? undefined
    const users = new Set<string>()
    const legs = [
      { kind: 'release' as const, to: payee, amount: amount - fee },
      { kind: 'fee' as const, to: 'platform', amount: fee },
    ]
    for (const leg of legs) {
      if (leg.amount === 0) continue
      const result = await writeTransfer(
        trx,
        { reference: `hold:${held.id}:${leg.kind}`, kind: leg.kind, reason: input.reason, holdId: held.id, object },
        ['escrow', leg.to],
        () => [{ from: 'escrow', to: leg.to, amount: leg.amount }],
        now,
      )
      result.userIds.forEach((u) => users.add(u))
    }
    if (amount < held.amount) {
      const result = await refundLegs(trx, held, amount, { reference: `hold:${held.id}:return`, reason: input.reason }, now)
      result.userIds.forEach((u) => users.add(u))
    }
    return { applied: true, hold: await holdOrThrow(trx, held.id), userIds: [...users] }
  })
}

/** Voids a pending hold: every held point returns to the pocket it came from. Exactly once, like postHold. */
export async function voidHold(db: Kysely<DB>, input: { holdId: string; reason: string }): Promise<HoldResult> {
  return atomically(db, async (trx) => {
    const held = await holdOrThrow(trx, input.holdId)
    const now = new Date().toISOString()
    if (!(await resolve(trx, held.id, 'voided', null, now))) return { applied: false, hold: await holdOrThrow(trx, held.id), userIds: [] }
    const result = await refundLegs(trx, held, 0, { reference: `hold:${held.id}:void`, reason: input.reason }, now)
    return { applied: true, hold: await holdOrThrow(trx, held.id), userIds: result.userIds }
  })
}
