import type { Feature } from '../feature'
import { createShopAdminRoutes, createShopRoutes } from './shop.routes'

/** The Tio-Points shop (and the operator's view of it). */
export function createShopFeature(): Feature {
  return { routes: { '/admin/shop': createShopAdminRoutes(), '/shop': createShopRoutes() }, service: undefined }
}
