import type { Kysely } from 'kysely'
import { splitDisplayName } from '../../../shared/names'
import type { SessionUser } from '../../auth/auth'
import type { DB } from '../../db/schema'
import { balances } from '../ledger'
import { expertIdentityOf } from '../experts'
import { ensureProfile, profileOf } from '../profiles'

/** What GET /api/me answers for a signed-in user (src/web/lib/session.tsx `Me`). */
export async function getMe(db: Kysely<DB>, user: SessionUser, options: { isOperator: boolean; signupPoints: number }) {
  // The profile normally exists since sign-up (database hook); this covers a failed hook (ERR-14).
  let profile = await profileOf(db, user.id)
  const expert = await expertIdentityOf(db, user.id)
  if (!profile && !expert) {
    await ensureProfile(db, user, { signupPoints: options.signupPoints })
    profile = await profileOf(db, user.id)
  }
  const isApprovedExpert = Boolean(expert && expert.approved === 1 && expert.suspended === 0)
  const displayName = profile?.display_name || expert?.display_name || user.name
  return {
    id: user.id,
    email: user.email,
    displayName,
    firstName: profile?.first_name || expert?.first_name || splitDisplayName(displayName).firstName,
    emailVerified: user.emailVerified,
    photoURL: (isApprovedExpert ? expert?.photo_url : undefined) || profile?.photo_url || expert?.photo_url || user.image || '',
    points: (await balances(db, user.id)).total,
    customURL: (isApprovedExpert ? expert?.custom_url : undefined) || profile?.custom_url || expert?.custom_url || '',
    hasUserProfile: Boolean(profile),
    isApprovedExpert,
    isOperator: options.isOperator,
    hasSeenWelcomeMessage: profile ? profile.has_seen_welcome === 1 : true,
  }
}
