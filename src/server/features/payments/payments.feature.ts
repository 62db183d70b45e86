import type { Feature } from '../feature'
import { createPaymentsAdminRoutes, createPaymentsRoutes } from './payments.routes'

/** Buying Tio-Points (and the operator's view of payments). */
export function createPaymentsFeature(): Feature {
  return { routes: { '/admin/payments': createPaymentsAdminRoutes(), '/payments': createPaymentsRoutes() }, service: undefined }
}
