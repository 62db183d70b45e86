import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createSearchRoutes } from './search.routes'
import { createSearchService, type SearchService } from './search.service'

/** Public expert search over this instance's in-memory index, kept current through the event bus. */
export function createSearchFeature(ctx: AppContext): Feature<SearchService> {
  const search = createSearchService(ctx)
  return { routes: { '/search': createSearchRoutes(search, ctx.rateLimits) }, service: search, warmUp: search.warmUp, close: search.close }
}
