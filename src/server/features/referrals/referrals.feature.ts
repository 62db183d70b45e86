import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import type { LedgerService } from '../ledger'
import { creditReferral } from './referrals.service'

export interface ReferralsService {
  /**
   * Credits the pending referral of an account whose email is verified (a code is recorded by profiles,
   * which owns the profile's flag) and announces the new balances. Answers whether anything was credited.
   */
  credit: (userId: string) => Promise<boolean>
}

/** Referral codes: REFERRAL_POINTS to both people once the new account's email is verified; the new balances are announced. */
export function createReferralsFeature(ctx: AppContext, deps: { ledger: Pick<LedgerService, 'announce'> }): Feature<ReferralsService> {
  return {
    service: {
      async credit(userId) {
        const credited = await creditReferral(ctx.database.db, ctx.config.referral, userId)
        await deps.ledger.announce(credited)
        return credited.length > 0
      },
    },
  }
}
