import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import type { LedgerService } from '../ledger'
import { creditReferral, registerReferral } from './referrals.service'

export interface ReferralsService {
  /**
   * Records that `userId` was referred by the owner of `code`; when the account's email is already
   * verified both are credited at once. Answers whether they were.
   */
  register: (input: { userId: string; code: string; emailVerified: boolean }) => Promise<{ credited: boolean }>
  /** Credits the pending referral of an account whose email was just verified. */
  credit: (userId: string) => Promise<void>
}

/** Referral codes: REFERRAL_POINTS to both people once the new account's email is verified; the new balances are announced. */
export function createReferralsFeature(ctx: AppContext, deps: { ledger: Pick<LedgerService, 'announce'> }): Feature<ReferralsService> {
  const { db } = ctx.database
  const credit = async (userId: string) => {
    const credited = await creditReferral(db, ctx.config.referral, userId)
    await deps.ledger.announce(credited)
    return credited
  }
  return {
    service: {
      async register(input) {
        await registerReferral(db, input)
        return { credited: input.emailVerified && (await credit(input.userId)).length > 0 }
      },
      credit: async (userId) => void (await credit(userId)),
    },
  }
}
