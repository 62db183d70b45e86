import type { Feature } from '../feature'
import { createRatingsRoutes } from './ratings.routes'
import type { ProfileNamesOf } from './ratings.service'

/** Ratings and reviews of experts. */
export function createRatingsFeature(deps: { profileNamesOf: ProfileNamesOf }): Feature {
  return { routes: { '/ratings': createRatingsRoutes(deps.profileNamesOf) }, service: undefined }
}
