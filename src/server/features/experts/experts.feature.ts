import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createAdminRoutes, createExpertsRoutes, createPublicUsersRoutes } from './experts.routes'
import { credentialsChanged } from './experts.service'

export interface ExpertsService {
  /** Credential documents added or removed: an approved expert goes back to review. Answers whether they did. */
  credentialsChanged: (userId: string) => Promise<boolean>
}

/** Expert applications, public expert and user pages, and the operator's review. */
export function createExpertsFeature(ctx: AppContext): Feature<ExpertsService> {
  return {
    routes: { '/experts': createExpertsRoutes(), '/users': createPublicUsersRoutes(), '/admin': createAdminRoutes() },
    service: { credentialsChanged: (userId) => credentialsChanged(ctx, userId) },
  }
}
