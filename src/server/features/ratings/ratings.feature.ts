import type { Feature } from '../feature'
import { createRatingsRoutes } from './ratings.routes'

/** Ratings and reviews of experts. */
export function createRatingsFeature(): Feature {
  return { routes: { '/ratings': createRatingsRoutes() }, service: undefined }
}
