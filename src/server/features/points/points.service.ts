import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import type { EmitToUser } from '../../realtime/batched-emit'

/** The balance is the sum of the user's ledger rows (architecture: Tio-Points). */
export async function getBalance(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('point_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(row?.balance ?? 0)
}

export interface AddPointsInput {
  userId: string
  /** Positive to earn, negative to spend. */
  amount: number
  reason: string
  /** Idempotency key: one change per (user, reference). */
  reference: string
}


/**
 * Writes one ledger row. Idempotent by (userId, reference): a repeat changes nothing and answers
 * applied false. A change that would take the balance below 0 is refused (409 insufficient-points).
 * With `emitToUser`, the user's open tabs hear POINTS_CHANGED and ME_CHANGED. `db` may be a transaction.
 */
export async function addPoints(
  db: Kysely<DB>,
  input: AddPointsInput,
  emitToUser?: EmitToUser,
): Promise<{ applied: boolean; balance: number }> {
  if (!Number.isInteger(input.amount)) throw new ApiError(400, 'bad-request', 'Points must be a whole number.')
  const write = async (trx: Kysely<DB>) => {
    const existing = await trx
      .selectFrom('point_transactions')
      .select('id')
      .where('user_id', '=', input.userId)
      .where('reference', '=', input.reference)
      .executeTakeFirst()
    if (existing) return { applied: false, balance: await getBalance(trx, input.userId) }
    if (input.amount < 0) {
      const balance = await getBalance(trx, input.userId)
      if (balance + input.amount < 0) {
        throw new ApiError(409, 'insufficient-points', 'You do not have enough Tio-Points for that.')
      }
    }
    const inserted = await trx
      .insertInto('point_transactions')
      .values({
        id: randomUUID(),
        user_id: input.userId,
        amount: input.amount,
        reason: input.reason,
        reference: input.reference,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'reference']).doNothing())
      .executeTakeFirst()
    const applied = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
    return { applied, balance: await getBalance(trx, input.userId) }
  }
  // Inside a caller's transaction (profile creation), write there; otherwise in a transaction of our own.
  const result = db.isTransaction ? await write(db) : await db.transaction().execute(write)
  if (result.applied && emitToUser) {
    emitToUser(input.userId, SOCKET_EVENTS.POINTS_CHANGED, { points: result.balance })
    emitToUser(input.userId, SOCKET_EVENTS.ME_CHANGED, {})
  }
  return result
}
