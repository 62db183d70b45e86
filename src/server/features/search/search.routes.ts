import { Hono } from 'hono'
import { CAROUSEL_EXPERT_COUNT } from '../../../shared/constants'
import { directoryQuerySchema, searchQuerySchema } from '../../../shared/schemas/search'
import { MESSAGES } from '../../../shared/messages'
import type { AppEnv } from '../../http/app-env'
import { limitPerIp } from '../../http/ip-limit'
import type { RateLimits } from '../../http/rate-limit'
import { validate, validQuery } from '../../http/validate'
import type { SearchService } from './search.service'

export const DIRECTORY_PAGE_SIZE = 24

const utf8 = new TextEncoder()

/**
 * { results: [...], ...rest } as UTF-8 JSON, from experts already serialised by the index. Joined
 * once into one flat string and encoded once: joining the experts and then wrapping them in the
 * envelope made a second copy for the encoder to flatten; a string body would be copied again to
 * measure it and again to join it to the headers.
 */
function pageBody(results: string[], rest: Record<string, unknown>): Uint8Array<ArrayBuffer> {
  const tail = JSON.stringify(rest)
  const parts: string[] = ['{"results":[']
  for (let i = 0; i < results.length; i++) {
    if (i > 0) parts.push(',')
    parts.push(results[i]!)
  }
  parts.push(tail.length > 2 ? `],${tail.slice(1)}` : ']}')
  return utf8.encode(parts.join(''))
}

/**
 * Public expert search (no session needed): only approved, unsuspended experts, only public fields.
 *   GET /api/search?q=&page=&pageSize=&sort=&communication=&location=&jobSuccess=&accountType=
 *   GET /api/search/featured            the home carousel's experts
 *   GET /api/search/directory?field=&page=   /ourexperts
 */
/** Per client address: three searches a second for a minute, more than typing-as-you-search asks for. */
export const SEARCH_LIMIT = { name: 'search:ip', points: 180, windowSeconds: 60 }

export function createSearchRoutes(search: SearchService, rateLimits: RateLimits) {
  const perIp = limitPerIp(rateLimits.create(SEARCH_LIMIT), MESSAGES.searchLimited)
  return new Hono<AppEnv>()
    .get('/', perIp, async (c) => {
      c.set('quietLog', true)
      const query = validQuery(c, searchQuerySchema)
      const index = await search.index()
      const { json, total, page, pageSize, pages } = index.search(query)
      // A Response with its headers as a plain object (c.body with two headers builds a Headers object,
      // and writing the answer iterates it sorted): nothing before this handler sets a header on a
      // search that succeeds, so there are none of the context's to carry over.
      return new Response(pageBody(json, { total, page, pageSize, pages }), {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      })
    })
    .get('/featured', async (c) => {
      const index = await search.index()
      return c.body(pageBody(index.featured(CAROUSEL_EXPERT_COUNT), {}), 200, { 'content-type': 'application/json; charset=utf-8' })
    })
    .get('/directory', perIp, validate('query', directoryQuerySchema), async (c) => {
      const { field, page } = c.req.valid('query')
      const index = await search.index()
      const { json, total, fields } = index.directory(field, page, DIRECTORY_PAGE_SIZE)
      const pages = Math.ceil(total / DIRECTORY_PAGE_SIZE)
      return c.body(pageBody(json, { total, page, pageSize: DIRECTORY_PAGE_SIZE, pages, field, fields }), 200, {
        'content-type': 'application/json; charset=utf-8',
      })
    })
}
