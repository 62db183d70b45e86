import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createAdminRoutes, createExpertsRoutes } from './experts.routes'
import { credentialsChanged, type AccountReads } from './experts.service'

export interface ExpertsService {
  /** Credential documents added or removed: an approved expert goes back to review. Answers whether they did. */
  credentialsChanged: (userId: string) => Promise<boolean>
}

/** Expert applications, public expert pages, and the operator's review. */
export function createExpertsFeature(ctx: AppContext, deps: { account: AccountReads }): Feature<ExpertsService> {
  return {
    routes: { '/experts': createExpertsRoutes(deps.account), '/admin': createAdminRoutes() },
    service: { credentialsChanged: (userId) => credentialsChanged(ctx, userId) },
  }
}
