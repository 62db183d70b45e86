import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { inTransaction } from '../../db/transaction'
import { recordReferral, type ReferralsService } from '../referrals'

function fieldError(status: 400 | 404 | 409, code: string, message: string) {
  return new ApiError(status, code, `code: ${message}`, { code: message })
}

/**
 * Records that `userId` was referred by the owner of `code`, once per account (the profile's
 * referralSubmitted flips with a compare-and-set in the same transaction): never one's own code. The
 * points follow once the new account's email is verified (the referrals feature's credit).
 */
export async function registerReferral(db: Kysely<DB>, input: { userId: string; code: string }): Promise<void> {
  await inTransaction(db, async (trx) => {
    const profile = await trx
      .selectFrom('profiles')
      .select(['referral_code', 'referral_submitted'])
      .where('user_id', '=', input.userId)
      .executeTakeFirst()
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
    await recordReferral(trx, input.userId, owner.user_id)
  })
}

/**
 * A referral code entered at sign-up or in settings: recorded, then credited at once when the account's
 * email is already verified (otherwise at verification). Answers whether points were credited now.
 */
export async function applyReferralCode(
  db: Kysely<DB>,
  referrals: Pick<ReferralsService, 'credit'> | undefined,
  input: { userId: string; code: string; emailVerified: boolean },
): Promise<boolean> {
  await registerReferral(db, input)
  return input.emailVerified && referrals !== undefined && (await referrals.credit(input.userId))
}
