import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { eventually } from '../../../tests/support/eventually'
import { createRateLimits } from './rate-limit'

const options = () => ({ name: `test-${randomUUID()}`, points: 3, windowSeconds: 30 })

describe('rate limit in memory', () => {
  it('allows `points` requests per window, then refuses with a retry time; keys are separate', async () => {
    const limit = createRateLimits({ rateLimit: true, redisUrl: undefined, redisPrefix: 'tio:' }).create(options())
    const results = []
    for (let i = 0; i < 5; i++) results.push(await limit.consume('ada'))
    expect(results).toEqual([true, true, true, false, false])
    expect(await limit.retryAfter('ada')).toBeGreaterThan(0)
    expect(await limit.consume('bob')).toBe(true)
    expect(await limit.retryAfter('bob')).toBe(0)
  })
})

describe.runIf(process.env.TEST_REDIS_URL)('rate limit through Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL!)
  const limits = createRateLimits({ rateLimit: true, redisUrl: process.env.TEST_REDIS_URL, redisPrefix: 'tio:' })
  afterAll(async () => {
    await redis.quit()
    await limits.close()
  })

  it('shares one counter between instances, in one window that expires', async () => {
    const opts = options()
    const [one, two] = [limits.create(opts), limits.create(opts)]
    // The shared client connects lazily; until then the memory fallback answers.
    await eventually(
      async () => (await one.consume('warm-up'), await redis.exists(`tio:rl:${opts.name}:warm-up`)),
      (exists) => exists === 1,
      5_000,
    )
    const results = [await one.consume('ada'), await two.consume('ada'), await one.consume('ada'), await two.consume('ada')]
    expect(results).toEqual([true, true, true, false])
    expect(Number(await redis.get(`tio:rl:${opts.name}:ada`))).toBe(4)
    const ttl = await redis.pttl(`tio:rl:${opts.name}:ada`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(opts.windowSeconds * 1000)
    expect(await two.retryAfter('ada')).toBeGreaterThan(0)
    expect(await two.retryAfter('bob')).toBe(0)
  })
})
