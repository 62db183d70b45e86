import type { Feature } from '../feature'
import type { ReferralsService } from '../referrals'
import { createProfilesRoutes } from './profiles.routes'

/** The signed-in user's own profile, settings, points history, referral and account deletion. */
export function createProfilesFeature(deps: { referrals: Pick<ReferralsService, 'credit'> }): Feature {
  return { routes: { '/profile': createProfilesRoutes(deps.referrals) }, service: undefined }
}
