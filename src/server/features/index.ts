import type { ApiMount } from '../http/app'
import { createMeRoutes } from './me/me.routes'

/**
 * Every feature's API, mounted under /api. A feature is a folder with its routes, service and tests;
 * add one line here to plug it in.
 */
export const mountFeatures: ApiMount = (api) => {
  api.route('/me', createMeRoutes())
}
