import type { Feature } from '../feature'
import { createMeRoutes } from './me.routes'

/** The signed-in user as the frame of every page needs it. */
export function createMeFeature(): Feature {
  return { routes: { '/me': createMeRoutes() }, service: undefined }
}
