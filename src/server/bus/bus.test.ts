import { describe, expect, it } from 'vitest'
import { createMemoryBus, createRedisBus, type EventBus } from './bus'

function nextEvent(bus: EventBus, channel: string) {
  return new Promise<unknown>((resolve) => {
    void bus.subscribe(channel, resolve)
  })
}

describe('event bus (issue 2 item 5)', () => {
  it('in-process: a subscriber receives a copy of what was published', async () => {
    const bus = createMemoryBus()
    const payload = { userId: 'u1', nested: { n: 1 } }
    const received = nextEvent(bus, 'experts.changed')
    await bus.publish('experts.changed', payload)
    expect(await received).toEqual(payload)
    expect(await received).not.toBe(payload)
    await bus.close()
  })

  it('in-process: unsubscribing stops delivery', async () => {
    const bus = createMemoryBus()
    const seen: unknown[] = []
    const unsubscribe = await bus.subscribe('c', (p) => seen.push(p))
    await unsubscribe()
    const other = nextEvent(bus, 'c')
    await bus.publish('c', 1)
    await other
    expect(seen).toEqual([])
    await bus.close()
  })

  it.runIf(process.env.TEST_REDIS_URL)('Redis: an event published on one instance reaches a subscriber on another', async () => {
    const url = process.env.TEST_REDIS_URL!
    const [a, b] = await Promise.all([createRedisBus(url), createRedisBus(url)])
    const channel = `test.${Math.random().toString(36).slice(2)}`
    const received = new Promise<unknown>((resolve) => {
      void b.subscribe(channel, resolve).then(() => a.publish(channel, { hello: 'from a' }))
    })
    expect(await received).toEqual({ hello: 'from a' })
    await Promise.all([a.close(), b.close()])
  })
})
