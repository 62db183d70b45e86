import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Config } from '../config'

export interface RateLimitOptions {
  /** Distinguishes this limit's counters from every other limit's. */
  name: string
  /** Requests allowed per window. */
  points: number
  windowSeconds: number
}

export interface RateLimit {
  /** Counts one request for `key`: true when it is allowed, false when the limit is reached. */
  consume: (key: string) => Promise<boolean>
  /** Seconds until `key` may try again (0 when allowed now). */
  retryAfter: (key: string) => Promise<number>
}

const redisClients = new Map<string, Redis>()

function sharedRedis(url: string): Redis {
  let client = redisClients.get(url)
  if (!client) {
    client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    // Errors surface through the limiter (which falls back to memory); avoid unhandled 'error' events.
    client.on('error', () => {})
    redisClients.set(url, client)
  }
  return client
}

/**
 * A fixed-window rate limit shared by every instance through Redis when REDIS_URL is set, in process
 * memory otherwise (or when Redis is down). RATE_LIMIT=false turns every limit off.
 */
export function createRateLimit(config: Pick<Config, 'redisUrl' | 'rateLimit'>, options: RateLimitOptions): RateLimit {
  if (!config.rateLimit) return { consume: async () => true, retryAfter: async () => 0 }
  const base = { keyPrefix: `rl:${options.name}`, points: options.points, duration: options.windowSeconds }
  const memory = new RateLimiterMemory(base)
  const limiter: RateLimiterAbstract = config.redisUrl
    ? new RateLimiterRedis({ ...base, storeClient: sharedRedis(config.redisUrl), insuranceLimiter: memory })
    : memory
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
        return true
      } catch (error) {
        if (error instanceof RateLimiterRes) return false
        throw error
      }
    },
    async retryAfter(key) {
      const res = await limiter.get(key)
      if (!res || res.consumedPoints <= options.points) return 0
      return Math.ceil(res.msBeforeNext / 1000)
    },
  }
}

/** The same limit taking the app context: `createRateLimiter(ctx, { name, points, durationSeconds })`. */
export function createRateLimiter(
  ctx: { config: Pick<Config, 'redisUrl' | 'rateLimit'> },
  options: { name: string; points: number; durationSeconds: number },
): RateLimit {
  return createRateLimit(ctx.config, { name: options.name, points: options.points, windowSeconds: options.durationSeconds })
}
