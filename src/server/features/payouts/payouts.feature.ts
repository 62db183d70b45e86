import type { Feature } from '../feature'
import { createPayoutsAdminRoutes, createPayoutsRoutes } from './payouts.routes'

/** Experts' payouts (and the operator's view of them). */
export function createPayoutsFeature(): Feature {
  return { routes: { '/admin/payouts': createPayoutsAdminRoutes(), '/payouts': createPayoutsRoutes() }, service: undefined }
}
