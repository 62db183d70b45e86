import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env'
import { getClientIp, rateLimitKey } from './client-ip'
import { ApiError } from './errors'
import type { RateLimit } from './rate-limit'

/** Counts one request of `key` against `limit`; once it is reached, 429 with Retry-After and `message`. */
export async function requireWithinLimit(c: Context, limit: RateLimit, key: string, message: string): Promise<void> {
  if (await limit.consume(key)) return
  c.header('Retry-After', String(Math.max(1, await limit.retryAfter(key))))
  throw new ApiError(429, 'rate-limited', message)
}

/**
 * Counts a request against `limit` by client address (TRUST_PROXY decides it; an IPv6 address counts
 * for its /64, see rateLimitKey), as requireWithinLimit. Requests with no address (in-process calls) are not counted.
 */
export async function requireWithinIpLimit(c: Context<AppEnv>, limit: RateLimit, message: string): Promise<void> {
  const ip = getClientIp(c)
  if (ip) await requireWithinLimit(c, limit, rateLimitKey(ip), message)
}

/** requireWithinIpLimit for every request of a route. */
export function limitPerIp(limit: RateLimit, message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await requireWithinIpLimit(c, limit, message)
    await next()
  })
}
