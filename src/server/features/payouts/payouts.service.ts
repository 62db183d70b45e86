import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { PAYOUT_MESSAGES, type OwnPayouts, type Payout, type PayoutStatus, type PayoutsPage } from '../../../shared/schemas/payouts'
import type { SessionUser } from '../../auth/auth'
import type { AppContext } from '../../context'
import { announceBalances, balances, transfer } from '../ledger'
import { fetchKeysetPage } from '../../db/keyset'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { ApiError, notFound } from '../../http/errors'
import type { PayoutsTable } from './payouts.tables'

const PAGE_SIZE = 20
const now = () => new Date().toISOString()

function toPayout(row: Selectable<PayoutsTable>): Payout {
  return {
    id: row.id,
    points: Number(row.points),
    status: row.status as PayoutStatus,
    reference: row.reference,
    reason: row.reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  }
}

export async function listOwnPayouts(ctx: AppContext, userId: string, cursor?: string): Promise<OwnPayouts> {
  const { db } = ctx.database
  const query = db.selectFrom('payouts').selectAll().where('user_id', '=', userId)
  const { page, nextCursor } = await fetchKeysetPage(query, { cursor, limit: PAGE_SIZE })
  const { earned } = await balances(db, userId)
  return { payouts: page.map(toPayout), nextCursor, earned, minimum: ctx.config.payoutMinimumPoints }
}

/**
 * An expert asks to cash out earned points: from PAYOUT_MINIMUM_POINTS, at most their earned pocket.
 * The points leave to the world in the transaction that records the request (the ledger refuses an
 * overdraft), so they cannot be spent twice while the operators pay.
 */
export async function requestPayout(ctx: AppContext, user: SessionUser, points: number): Promise<Payout> {
  const minimum = ctx.config.payoutMinimumPoints
  if (points < minimum)
    throw new ApiError(400, 'bad-request', `points: ${PAYOUT_MESSAGES.belowMinimum(minimum)}`, {
      points: PAYOUT_MESSAGES.belowMinimum(minimum),
    })
  const { db } = ctx.database
  const id = randomUUID()
  const row = {
    id,
    user_id: user.id,
    points,
    status: 'requested',
    reference: null,
    reason: null,
    decided_by: null,
    created_at: now(),
    decided_at: null,
  }
  await inTransaction(db, async (trx, afterCommit) => {
    await trx.insertInto('payouts').values(row).execute()
    await transfer(trx, {
      reference: `payout:${id}`,
      kind: 'payout',
      reason: 'Payout requested',
      object: { type: 'payout', id },
      from: { userId: user.id, pocket: 'earned' },
      to: 'world',
      amount: points,
    }).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'insufficient-points') {
        throw new ApiError(409, 'insufficient-points', `points: ${PAYOUT_MESSAGES.notEnoughEarned}`, {
          points: PAYOUT_MESSAGES.notEnoughEarned,
        })
      }
      throw error
    })
    afterCommit(() => announceBalances(db, ctx.emitToUser, [user.id]))
  })
  return toPayout(row)
}

export async function listPayoutsByStatus(db: Kysely<DB>, status: PayoutStatus, cursor?: string): Promise<PayoutsPage> {
  const query = db
    .selectFrom('payouts')
    .innerJoin('user', 'user.id', 'payouts.user_id')
    .selectAll('payouts')
    .select(['user.email as expert_email', 'user.name as expert_name'])
    .where('payouts.status', '=', status)
  const { page, nextCursor } = await fetchKeysetPage(query, {
    cursor,
    limit: PAGE_SIZE,
    direction: 'newer',
    at: 'payouts.created_at',
    id: 'payouts.id',
  })
  return {
    payouts: page.map((r) => ({ ...toPayout(r), expert: { id: r.user_id, email: r.expert_email, name: r.expert_name } })),
    nextCursor,
  }
}

/**
 * The operators decide a requested payout, once (compare-and-set on status): paid with the reference
 * of the payment made outside Tio, or rejected, which returns the points to the expert's earned pocket.
 */
export async function decidePayout(
  ctx: AppContext,
  operator: SessionUser,
  payoutId: string,
  decision: { paid: string } | { rejected: string },
): Promise<Payout> {
  const { db } = ctx.database
  return inTransaction(db, async (trx, afterCommit) => {
    const row = await trx.selectFrom('payouts').selectAll().where('id', '=', payoutId).executeTakeFirst()
    if (!row) throw notFound('No such payout.')
    const paid = 'paid' in decision
    const flipped = await trx
      .updateTable('payouts')
      .set({
        status: paid ? 'paid' : 'rejected',
        reference: paid ? decision.paid : null,
        reason: paid ? null : decision.rejected,
        decided_by: operator.id,
        decided_at: now(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'requested')
      .executeTakeFirst()
    if (Number(flipped.numUpdatedRows) === 0) throw new ApiError(409, 'payout-decided', PAYOUT_MESSAGES.notRequested)
    if (!paid) {
      await transfer(trx, {
        reference: `payout:${row.id}:return`,
        kind: 'refund',
        reason: 'Payout rejected: points returned',
        object: { type: 'payout', id: row.id },
        from: 'world',
        to: { userId: row.user_id, pocket: 'earned' },
        amount: Number(row.points),
      })
    }
    const payout = toPayout(await trx.selectFrom('payouts').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow())
    const expert = await trx.selectFrom('user').select(['email', 'name']).where('id', '=', row.user_id).executeTakeFirstOrThrow()
    if (!paid) afterCommit(() => announceBalances(db, ctx.emitToUser, [row.user_id]))
    afterCommit(() => sendPayoutMail(ctx, expert, payout))
    return payout
  })
}

/** Tells the expert how their payout request was decided; a failed mail is logged, the decision stands. */
async function sendPayoutMail(ctx: AppContext, to: { email: string; name: string }, payout: Payout) {
  const hi = `Hello ${to.name || 'there'},\n\n`
  const [subject, body] =
    payout.status === 'paid'
      ? [
          `Your Tio payout of ${payout.points} points was paid`,
          `${hi}We paid out your ${payout.points} earned Tio-Points. Payment reference: ${payout.reference ?? ''}`,
        ]
      : [
          `Your Tio payout request was not paid`,
          `${hi}We could not pay out your ${payout.points} earned Tio-Points, and they are back in your balance.\n\nReason: ${payout.reason ?? ''}`,
        ]
  try {
    await ctx.mailer.send({ to: to.email, subject, text: `${body}\n\nYour payouts: ${ctx.config.publicUrl}/expertprofile\n\nThe Tio team` })
  } catch (error) {
    ctx.logger.error({ err: error, payoutId: payout.id }, 'payout email failed')
  }
}
