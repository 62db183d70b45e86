import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { PAYMENT_MESSAGES, type PricingInfo, type Purchase, type PurchaseStatus } from '../../../shared/schemas/payments'
import type { SessionUser } from '../../auth/auth'
import type { AppContext } from '../../context'
import { announceBalances, balances, transfer } from '../ledger'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { ApiError, notFound } from '../../http/errors'
import type { PaymentNotice, PaymentProvider } from './payment-provider'
import type { PointPurchasesTable } from './payments.tables'

const now = () => new Date().toISOString()

export function toPurchase(row: Selectable<PointPurchasesTable>): Purchase {
  return {
    id: row.id,
    points: Number(row.points),
    priceCents: Number(row.price_cents),
    currency: row.currency,
    provider: row.provider,
    status: row.status as PurchaseStatus,
    refundedPoints: Number(row.refunded_points),
    createdAt: row.created_at,
  }
}

export function getPricing(ctx: AppContext, provider: PaymentProvider | null): PricingInfo {
  return { packs: ctx.config.payments.packs, currency: ctx.config.payments.currency, provider: provider?.name ?? null }
}

/**
 * Records a pending purchase of a pack and opens the provider's checkout for it. No point moves here:
 * only the provider's verified notice (applyPaymentNotice) credits them.
 */
export async function startCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  user: SessionUser,
  packId: string,
): Promise<{ purchaseId: string; url: string }> {
  const pack = ctx.config.payments.packs.find((p) => p.id === packId)
  if (!pack) throw new ApiError(400, 'bad-request', PAYMENT_MESSAGES.packUnknown, { packId: PAYMENT_MESSAGES.packUnknown })
  const { db } = ctx.database
  const id = randomUUID()
  const created = now()
  await db
    .insertInto('point_purchases')
    .values({
      id,
      user_id: user.id,
      pack_id: pack.id,
      points: pack.points,
      price_cents: pack.priceCents,
      currency: ctx.config.payments.currency,
      provider: provider.name,
      provider_ref: null,
      payment_ref: null,
      status: 'pending',
      refunded_points: 0,
      created_at: created,
      updated_at: created,
    })
    .execute()
  const back = `${ctx.config.publicUrl}/Pricing?purchase=${id}`
  const checkout = await provider.createCheckout({
    purchaseId: id,
    points: pack.points,
    priceCents: pack.priceCents,
    currency: ctx.config.payments.currency,
    customerEmail: user.email,
    successUrl: back,
    cancelUrl: `${back}&cancelled=1`,
  })
  await db.updateTable('point_purchases').set({ provider_ref: checkout.providerRef, updated_at: now() }).where('id', '=', id).execute()
  return { purchaseId: id, url: checkout.url }
}

export async function getOwnPurchase(ctx: AppContext, userId: string, purchaseId: string): Promise<Purchase> {
  const row = await ctx.database.db
    .selectFrom('point_purchases')
    .selectAll()
    .where('id', '=', purchaseId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row) throw notFound('No such purchase.')
  return toPurchase(row)
}

/** Which stored states a notice may move a purchase out of. A paid notice wins over an earlier expiry or failure (the money was taken). */
const FROM: Record<PaymentNotice['outcome'], PurchaseStatus[]> = {
  paid: ['pending', 'failed', 'cancelled'],
  failed: ['pending'],
  cancelled: ['pending'],
}

/**
 * Applies a provider's verified notice: a compare-and-set on the purchase's status, and for 'paid' the
 * ledger credit of the pack's points to the buyer's bought pocket in the same transaction, with the
 * purchase as its idempotency reference. Retried, duplicated or out-of-order notices change nothing
 * twice. Answers whether this notice changed the purchase.
 */
export async function applyPaymentNotice(ctx: AppContext, provider: PaymentProvider['name'], notice: PaymentNotice): Promise<boolean> {
  const { db } = ctx.database
  const changed = await inTransaction(db, async (trx, afterCommit) => {
    const purchase = await trx
      .selectFrom('point_purchases')
      .selectAll()
      .where('id', '=', notice.purchaseId)
      .where('provider', '=', provider)
      .where('provider_ref', '=', notice.providerRef)
      .executeTakeFirst()
    if (!purchase) return null
    const next: PurchaseStatus = notice.outcome
    const updated = await trx
      .updateTable('point_purchases')
      .set({ status: next, payment_ref: notice.paymentRef ?? purchase.payment_ref, updated_at: now() })
      .where('id', '=', purchase.id)
      .where('status', 'in', FROM[notice.outcome])
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return null
    if (next === 'paid') {
      await creditPurchase(trx, purchase)
      afterCommit(() => announceBalances(db, ctx.emitToUser, [purchase.user_id]))
    }
    return purchase
  })
  if (!changed) {
    ctx.logger.info({ purchaseId: notice.purchaseId, outcome: notice.outcome }, 'payment notice changed nothing (repeat, late or unknown)')
    return false
  }
  ctx.logger.info({ purchaseId: changed.id, outcome: notice.outcome }, 'payment notice applied')
  return true
}

/** The pack's points enter the buyer's bought pocket from the world, once per purchase (its id is the reference). */
async function creditPurchase(trx: Kysely<DB>, purchase: Selectable<PointPurchasesTable>) {
  await transfer(trx, {
    reference: `purchase:${purchase.id}`,
    kind: 'purchase',
    reason: `Bought ${purchase.points} Tio-Points`,
    object: { type: 'purchase', id: purchase.id },
    from: 'world',
    to: { userId: purchase.user_id, pocket: 'bought' },
    amount: Number(purchase.points),
  })
}

/**
 * The operators refund a paid purchase's points that are still unspent (at most what the buyer's
 * bought pocket holds): the points leave to the world and the provider returns the matching share of
 * the money. The ledger moves first; if the provider refuses, a correcting transfer gives the points back.
 */
export async function refundPurchase(
  ctx: AppContext,
  provider: PaymentProvider,
  operator: SessionUser,
  purchaseId: string,
  reason: string,
): Promise<Purchase> {
  const { db } = ctx.database
  const purchase = await db.selectFrom('point_purchases').selectAll().where('id', '=', purchaseId).executeTakeFirst()
  if (!purchase) throw notFound('No such purchase.')
  if (purchase.status !== 'paid' || !purchase.payment_ref) throw new ApiError(409, 'not-refundable', PAYMENT_MESSAGES.purchaseNotPaid)
  if (purchase.provider !== provider.name)
    throw new ApiError(409, 'not-refundable', `This purchase was paid through ${purchase.provider}, which is not configured now.`)
  const refund = await inTransaction(db, async (trx) => {
    const { bought } = await balances(trx, purchase.user_id)
    const points = Math.min(Number(purchase.points) - Number(purchase.refunded_points), bought)
    if (points <= 0) throw new ApiError(409, 'nothing-to-refund', PAYMENT_MESSAGES.nothingToRefund)
    const flipped = await trx
      .updateTable('point_purchases')
      .set({ status: 'refunded', refunded_points: Number(purchase.refunded_points) + points, updated_at: now() })
      .where('id', '=', purchase.id)
      .where('status', '=', 'paid')
      .executeTakeFirst()
    if (Number(flipped.numUpdatedRows) === 0) throw new ApiError(409, 'not-refundable', PAYMENT_MESSAGES.purchaseNotPaid)
    await transfer(trx, {
      reference: `purchase:${purchase.id}:refund:${randomUUID()}`,
      kind: 'refund',
      reason: reason || `Refund of ${points} bought Tio-Points`,
      object: { type: 'purchase', id: purchase.id },
      from: { userId: purchase.user_id, pocket: 'bought' },
      to: 'world',
      amount: points,
    })
    return { points, cents: Math.round((Number(purchase.price_cents) * points) / Number(purchase.points)) }
  })
  try {
    await provider.refund(purchase.payment_ref, refund.cents, `refund-${purchase.id}`)
  } catch (error) {
    ctx.logger.error({ err: error, purchaseId }, 'the payment provider refused a refund; giving the points back')
    await inTransaction(db, async (trx) => {
      await trx
        .updateTable('point_purchases')
        .set({ status: 'paid', refunded_points: purchase.refunded_points, updated_at: now() })
        .where('id', '=', purchase.id)
        .execute()
      await transfer(trx, {
        reference: `purchase:${purchase.id}:refund-failed:${randomUUID()}`,
        kind: 'correction',
        reason: 'The provider refused the refund',
        object: { type: 'purchase', id: purchase.id },
        from: 'world',
        to: { userId: purchase.user_id, pocket: 'bought' },
        amount: refund.points,
      })
    })
    throw new ApiError(502, 'refund-failed', PAYMENT_MESSAGES.refundFailed)
  }
  ctx.logger.info({ purchaseId, operator: operator.id, points: refund.points }, 'purchase refunded')
  await announceBalances(db, ctx.emitToUser, [purchase.user_id])
  return toPurchase(await db.selectFrom('point_purchases').selectAll().where('id', '=', purchase.id).executeTakeFirstOrThrow())
}
