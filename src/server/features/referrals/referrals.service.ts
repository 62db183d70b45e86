import type { Kysely } from 'kysely'
import type { Config } from '../../config'
import type { DB } from '../../db/schema'
import { transfer } from '../ledger'
import { inTransaction } from '../../db/transaction'

export type ReferralRules = Config['referral']

/** The first moment of the current UTC month, as stored times are written. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()

/** Records that `referredId` was referred by `referrerId`, in the caller's transaction (profiles checks the code). */
export async function recordReferral(trx: Kysely<DB>, referredId: string, referrerId: string): Promise<void> {
  await trx
    .insertInto('referrals')
    .values({
      referred_id: referredId,
      referrer_id: referrerId,
      status: 'pending',
      created_at: new Date().toISOString(),
      credited_at: null,
    })
    .execute()
}

/**
 * Credits a pending referral of `referredId` (called when its email is verified): REFERRAL_POINTS to
 * the new account, and to the referrer unless they already had REFERRAL_MONTHLY_CAP referrals
 * credited this month (then the referral is 'capped'). Once: a compare-and-set on status = 'pending',
 * and each transfer's reference names the referral. Answers the people whose balance changed.
 */
export async function creditReferral(db: Kysely<DB>, rules: ReferralRules, referredId: string, now = new Date()): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const referral = await trx
      .selectFrom('referrals')
      .selectAll()
      .where('referred_id', '=', referredId)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (!referral) return []
    const credited = await trx
      .selectFrom('referrals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referrer_id', '=', referral.referrer_id)
      .where('status', '=', 'credited')
      .where('credited_at', '>=', monthStart(now))
      .executeTakeFirstOrThrow()
    const referrerGets = Number(credited.n) < rules.monthlyCap
    const flipped = await trx
      .updateTable('referrals')
      .set({ status: referrerGets ? 'credited' : 'capped', credited_at: now.toISOString() })
      .where('referred_id', '=', referredId)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(flipped.numUpdatedRows) === 0 || rules.points === 0) return []
    const object = { type: 'referral', id: referredId }
    await transfer(trx, {
      reference: `referral:${referredId}:referred`,
      kind: 'referral',
      reason: 'referral',
      object,
      from: 'platform',
      to: { userId: referredId, pocket: 'bonus' },
      amount: rules.points,
    })
    if (!referrerGets) return [referredId]
    await transfer(trx, {
      reference: `referral:${referredId}:referrer`,
      kind: 'referral',
      reason: 'referral-owner',
      object,
      from: 'platform',
      to: { userId: referral.referrer_id, pocket: 'bonus' },
      amount: rules.points,
    })
    return [referredId, referral.referrer_id]
  })
}
