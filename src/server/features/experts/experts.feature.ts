import type { Feature } from '../feature'
import { createAdminRoutes, createExpertsRoutes, createPublicUsersRoutes } from './experts.routes'

/** Expert applications, public expert and user pages, and the operator's review. */
export function createExpertsFeature(): Feature {
  return { routes: { '/experts': createExpertsRoutes(), '/users': createPublicUsersRoutes(), '/admin': createAdminRoutes() }, service: undefined }
}
