import type { Feature } from '../feature'
import { createProfilesRoutes } from './profiles.routes'

/** The signed-in user's own profile, settings, points history, referral and account deletion. */
export function createProfilesFeature(): Feature {
  return { routes: { '/profile': createProfilesRoutes() }, service: undefined }
}
