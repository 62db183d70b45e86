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

/** A page's answer is written here, then copied out at its size: reused, so only the copy is new memory. */
interface BodyScratch {
  bytes: Buffer
}

/**
 * { results: [...], ...rest } as UTF-8 JSON, from experts the index keeps as JSON bytes, each copied
 * straight into the scratch buffer (nothing serialised or encoded per expert).
 */
function pageBody(results: Uint8Array[], rest: Record<string, unknown>, scratch: BodyScratch): Uint8Array<ArrayBuffer> {
  const tail = JSON.stringify(rest)
  // at most three UTF-8 bytes per UTF-16 unit
  let most = 16 + 3 * tail.length
  for (const json of results) most += 1 + json.length
  if (scratch.bytes.length < most) scratch.bytes = Buffer.allocUnsafe(2 * most)
  const bytes = scratch.bytes
  let at = bytes.write('{"results":[', 0, 'latin1')
  for (let i = 0; i < results.length; i++) {
    if (i > 0) bytes[at++] = 0x2c // ,
    bytes.set(results[i]!, at)
    at += results[i]!.length
  }
  at += tail.length > 2 ? bytes.write(`],${tail.slice(1)}`, at, 'utf8') : bytes.write(']}', at, 'latin1')
  return new Uint8Array(bytes.subarray(0, at))
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
  const scratch: BodyScratch = { bytes: Buffer.allocUnsafe(64 * 1024) }
  return new Hono<AppEnv>()
    .get('/', perIp, async (c) => {
      c.set('quietLog', true)
      const query = validQuery(c, searchQuerySchema)
      const index = await search.index()
      const { json, total, page, pageSize, pages } = index.search(query)
      // A Response with its headers as a plain object (c.body with two headers builds a Headers object,
      // and writing the answer iterates it sorted): nothing before this handler sets a header on a
      // search that succeeds, so there are none of the context's to carry over.
      return new Response(pageBody(json, { total, page, pageSize, pages }, scratch), {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      })
    })
    .get('/featured', async (c) => {
      const index = await search.index()
      return c.body(pageBody(index.featured(CAROUSEL_EXPERT_COUNT), {}, scratch), 200, {
        'content-type': 'application/json; charset=utf-8',
      })
    })
    .get('/directory', perIp, validate('query', directoryQuerySchema), async (c) => {
      const { field, page } = c.req.valid('query')
      const index = await search.index()
      const { json, total, fields } = index.directory(field, page, DIRECTORY_PAGE_SIZE)
      const pages = Math.ceil(total / DIRECTORY_PAGE_SIZE)
      return c.body(pageBody(json, { total, page, pageSize: DIRECTORY_PAGE_SIZE, pages, field, fields }, scratch), 200, {
        'content-type': 'application/json; charset=utf-8',
      })
    })
}
