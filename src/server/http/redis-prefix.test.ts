import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUS_EVENTS } from '../../shared/bus-events'
import { eventually } from '../../../tests/support/eventually'
import { startTestServer, type TestServer } from '../../../tests/support/test-server'

const redisUrl = process.env.TEST_REDIS_URL

describe.runIf(redisUrl)('REDIS_PREFIX: deployments sharing one Redis share nothing (issue 18 item 5)', () => {
  const prefixA = `a${randomUUID().slice(0, 8)}:`
  const prefixB = `b${randomUUID().slice(0, 8)}:`
  let a: TestServer
  let a2: TestServer
  let b: TestServer
  const redis = new Redis(redisUrl!)

  beforeAll(async () => {
    ;[a, a2, b] = await Promise.all([
      startTestServer({ env: { REDIS_URL: redisUrl!, REDIS_PREFIX: prefixA } }),
      startTestServer({ env: { REDIS_URL: redisUrl!, REDIS_PREFIX: prefixA } }),
      startTestServer({ env: { REDIS_URL: redisUrl!, REDIS_PREFIX: prefixB } }),
    ])
  })
  afterAll(async () => {
    await Promise.all([a?.close(), a2?.close(), b?.close()])
    await redis.quit()
  })

  const askReset = (server: TestServer, n: number) =>
    fetch(`${server.url}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.ctx.config.publicUrl },
      body: JSON.stringify({ email: `nobody-${n}@tio.test`, redirectTo: '/reset-password' }),
    })

  it('limits: the per-IP limit another deployment used up does not refuse this one', async () => {
    // The limits' Redis connection opens with the first request; wait until the counter is there.
    await eventually(
      async () => (await askReset(a, 0), await redis.exists(`${prefixA}rl:auth:reset:ip:127.0.0.1`)),
      (exists) => exists === 1,
      5_000,
    )
    let status = 200
    for (let n = 1; status === 200 && n < 40; n++) status = (await askReset(a, n)).status
    expect(status).toBe(429)
    // Same prefix: the same deployment's other instance shares the count.
    expect((await askReset(a2, 100)).status).toBe(429)
    expect((await askReset(b, 100)).status).toBe(200)
    expect(await redis.exists(`rl:auth:reset:ip:127.0.0.1`)).toBe(0)
  })

  it('events: the bus, the emit batches and the Socket.IO adapter use channels under the prefix', async () => {
    const heardA2: unknown[] = []
    const heardB: unknown[] = []
    // The sessions of people nobody has: the servers' own subscribers find no socket to close.
    await a2.ctx.bus.subscribe(BUS_EVENTS.SESSIONS_ENDED, (payload) => heardA2.push(payload))
    await b.ctx.bus.subscribe(BUS_EVENTS.SESSIONS_ENDED, (payload) => heardB.push(payload))
    await a.ctx.bus.publish(BUS_EVENTS.SESSIONS_ENDED, { userId: 'prefix-test-1' })
    await b.ctx.bus.publish(BUS_EVENTS.SESSIONS_ENDED, { userId: 'prefix-test-2' })
    await eventually(
      () => heardA2.length + heardB.length,
      (n) => n >= 2,
      5_000,
    )
    expect(heardA2).toEqual([{ userId: 'prefix-test-1' }])
    expect(heardB).toEqual([{ userId: 'prefix-test-2' }])
    const channels = (await redis.pubsub('CHANNELS', `${prefixA}*`)) as string[]
    expect(channels).toEqual(expect.arrayContaining([`${prefixA}bus:${BUS_EVENTS.SESSIONS_ENDED}`, `${prefixA}emits`]))
    expect(channels.some((c) => c.startsWith(`${prefixA}socket.io-request#`))).toBe(true)
  })
})
