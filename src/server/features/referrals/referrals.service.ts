import type { Kysely } from 'kysely'
import type { Config } from '../../config'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { transfer } from '../ledger'
import { inTransaction } from '../../db/transaction'

export type ReferralRules = Config['referral']

function fieldError(status: 400 | 404 | 409, code: string, message: string) {
  return new ApiError(status, code, `code: ${message}`, { code: message })
}

/** The first moment of the current UTC month, as stored times are written. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()

/**
 * Records that `userId` was referred by the owner of `code`, once per account (the profile's
 * referralSubmitted flips with a compare-and-set in the same transaction): never one's own code. The
 * points follow once the new account's email is verified (creditReferral).
 */
export async function registerReferral(db: Kysely<DB>, input: { userId: string; code: string }): Promise<void> {
  await inTransaction(db, async (trx) => {
    const profile = await trx.selectFrom('profiles').select(['referral_code', 'referral_submitted']).where('user_id', '=', input.userId).executeTakeFirst()
    if (!profile) throw new ApiError(404, 'not-found', 'Referral codes belong to user profiles; this account has none.')
    if (profile.referral_submitted === 1) throw fieldError(409, 'referral-already-submitted', 'You have already used a referral code')
    if (profile.referral_code === input.code) throw fieldError(400, 'bad-request', 'You cannot use your own referral code')
    const owner = await trx.selectFrom('profiles').select('user_id').where('referral_code', '=', input.code).executeTakeFirst()
    if (!owner) throw fieldError(404, 'referral-code-unknown', 'No account has this referral code: check it and try again')
    const flipped = await trx
      .updateTable('profiles')
      .set({ referral_submitted: 1, updated_at: new Date().toISOString() })
      .where('user_id', '=', input.userId)
      .where('referral_submitted', '=', 0)
      .executeTakeFirst()
    if (Number(flipped.numUpdatedRows) === 0) throw fieldError(409, 'referral-already-submitted', 'You have already used a referral code')
    await trx.insertInto('referrals').values({ referred_id: input.userId, referrer_id: owner.user_id, status: 'pending', created_at: new Date().toISOString(), credited_at: null }).execute()
  })
}

/**
 * Credits a pending referral of `referredId` (called when its email is verified): REFERRAL_POINTS to
 * the new account, and to the referrer unless they already had REFERRAL_MONTHLY_CAP referrals
 * credited this month (then the referral is 'capped'). Once: a compare-and-set on status = 'pending',
 * and each transfer's reference names the referral. Answers the people whose balance changed.
 */
export async function creditReferral(db: Kysely<DB>, rules: ReferralRules, referredId: string, now = new Date()): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const referral = await trx.selectFrom('referrals').selectAll().where('referred_id', '=', referredId).where('status', '=', 'pending').executeTakeFirst()
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
    await transfer(trx, { reference: `referral:${referredId}:referred`, kind: 'referral', reason: 'referral', object, from: 'platform', to: { userId: referredId, pocket: 'bonus' }, amount: rules.points })
    if (!referrerGets) return [referredId]
    await transfer(trx, { reference: `referral:${referredId}:referrer`, kind: 'referral', reason: 'referral-owner', object, from: 'platform', to: { userId: referral.referrer_id, pocket: 'bonus' }, amount: rules.points })
    return [referredId, referral.referrer_id]
  })
}
