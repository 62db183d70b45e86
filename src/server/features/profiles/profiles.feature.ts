import type { Feature } from '../feature'
import type { ReferralsService } from '../referrals/referrals.feature'
import { createProfilesRoutes } from './profiles.routes'

/** The signed-in user's own profile, settings, points history, referral and account deletion. */
export function createProfilesFeature(deps: { referrals: Pick<ReferralsService, 'register'> }): Feature {
  return { routes: { '/profile': createProfilesRoutes(deps.referrals) }, service: undefined }
}
