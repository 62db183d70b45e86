import cluster from 'node:cluster'
import { Redis } from 'ioredis'
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Config } from '../config'
import { createGroupCommit } from '../db/group-commit'
import { closeRedis } from '../bus/redis'

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
  /** Forgets `key`'s count (a sign-in that succeeded clears its failures). */
  reset: (key: string) => Promise<void>
}

/**
 * A limit over one rate-limiter-flexible limiter: this process's memory, or the cluster primary's
 * memory (WEB_CONCURRENCY workers without Redis). When the primary does not answer, `fallback`
 * (this process's memory) stands in.
 */
function flexibleLimit(limiter: RateLimiterAbstract, points: number, fallback?: RateLimit): RateLimit {
  return {
    async consume(key) {
      try {
        await limiter.consume(key)
        return true
      } catch (error) {
        if (error instanceof RateLimiterRes) return false
        if (fallback) return fallback.consume(key)
        throw error
      }
    },
    async retryAfter(key) {
      try {
        const res = await limiter.get(key)
        if (!res || res.consumedPoints <= points) return 0
        return Math.ceil(res.msBeforeNext / 1000)
      } catch (error) {
        if (fallback) return fallback.retryAfter(key)
        throw error
      }
    },
    async reset(key) {
      await limiter.delete(key)
    },
  }
}

/**
 * The Redis limit: one MULTI (one round trip) for the concurrent requests starts each key's window if
 * there is none and counts the request. While Redis fails, `fallback` (this process's memory) stands in.
 */
function redisLimit(client: Redis, prefix: string, options: RateLimitOptions, fallback: RateLimit): RateLimit {
  const keyOf = (key: string) => `${prefix}rl:${options.name}:${key}`
  const run = async <T>(build: (multi: ReturnType<Redis['multi']>) => unknown, read: (results: unknown[]) => T) => {
    const multi = client.multi()
    build(multi)
    const replies = await multi.exec()
    if (!replies) throw new Error('rate limit transaction discarded')
    const failed = replies.find(([error]) => error)
    if (failed) throw failed[0]
    return read(replies.map(([, result]) => result))
  }
  // Concurrent requests share one MULTI: each key's window is started if need be, then counted.
  const counts = createGroupCommit((keys: string[]) =>
    run(
      (m) => keys.forEach((key) => m.set(keyOf(key), 0, 'PX', options.windowSeconds * 1000, 'NX').incr(keyOf(key))),
      (results) => keys.map((_, i) => Number(results[2 * i + 1]) <= options.points),
    ),
  )
  return {
    async consume(key) {
      try {
        return await counts.submit(key)
      } catch {
        return fallback.consume(key)
      }
    },
    async retryAfter(key) {
      try {
        const k = keyOf(key)
        return await run(
          (m) => m.get(k).pttl(k),
          ([count, ttl]) => (Number(count ?? 0) <= options.points ? 0 : Math.ceil(Math.max(0, Number(ttl)) / 1000)),
        )
      } catch {
        return fallback.retryAfter(key)
      }
    },
    async reset(key) {
      await Promise.all([client.del(keyOf(key)).catch(() => 0), fallback.reset(key)])
    },
  }
}

export interface RateLimits {
  /**
   * A fixed-window rate limit shared by every instance through Redis when REDIS_URL is set, by the
   * workers of one machine through their primary without Redis, in process memory otherwise (or when
   * Redis or the primary does not answer). RATE_LIMIT=false turns every limit off.
   */
  create: (options: RateLimitOptions) => RateLimit
  /** Closes the Redis connection the limits share. */
  close: () => Promise<void>
}

/** The one rate-limit factory of a server: its limits share one Redis connection, closed with it. */
export function createRateLimits(config: Pick<Config, 'redisUrl' | 'rateLimit' | 'redisPrefix'>): RateLimits {
  let client: Redis | undefined
  const shared = (url: string) => {
    if (!client) {
      client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
      // Errors surface through the limiter (which falls back to memory); avoid unhandled 'error' events.
      client.on('error', () => {})
    }
    return client
  }
  const byName = new Map<string, RateLimit>()
  return {
    create(options) {
      const existing = byName.get(options.name)
      if (existing) return existing
      const limit = build(options)
      byName.set(options.name, limit)
      return limit
    },
    async close() {
      if (client) await closeRedis(client)
      client = undefined
    },
  }
  function build(options: RateLimitOptions): RateLimit {
    if (!config.rateLimit) return { consume: async () => true, retryAfter: async () => 0, reset: async () => {} }
    const limiterOptions = { keyPrefix: `rl:${options.name}`, points: options.points, duration: options.windowSeconds }
    const memory = flexibleLimit(new RateLimiterMemory(limiterOptions), options.points)
    if (config.redisUrl) return redisLimit(shared(config.redisUrl), config.redisPrefix, options, memory)
    // Workers of one machine without Redis count together in the primary (RateLimiterClusterMaster,
    // started by cluster/primary.ts): otherwise N workers would each allow the whole limit.
    if (cluster.isWorker) return flexibleLimit(new RateLimiterCluster({ ...limiterOptions, timeoutMs: 1000 }), options.points, memory)
    return memory
  }
}
