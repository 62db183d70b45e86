import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env'
import { getClientIp } from './client-ip'
import { errorBody } from './errors'
import type { RateLimit } from './rate-limit'

/**
 * Counts each request against `limit` by client address (TRUST_PROXY decides it); once it is reached,
 * 429 with Retry-After and `message`. Requests with no address (in-process calls) are not counted.
 */
export function limitPerIp(limit: RateLimit, message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const ip = getClientIp(c)
    if (ip && !(await limit.consume(ip))) {
      c.header('Retry-After', String(Math.max(1, await limit.retryAfter(ip))))
      return c.json(errorBody('rate-limited', message), 429)
    }
    await next()
  })
}
