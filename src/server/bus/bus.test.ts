import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { BUS_EVENTS, type BusEventName } from '../../shared/bus-events'
import { createMemoryBus, createRedisBus, type EventBus } from './bus'

function nextEvent(bus: EventBus, channel: BusEventName) {
  return new Promise<unknown>((resolve) => {
    void bus.subscribe(channel, resolve)
  })
}

describe('event bus (issue 2 item 5)', () => {
  it('in-process: a subscriber receives a copy of what was published', async () => {
    const bus = createMemoryBus()
    const payload = { userId: 'u1', sessionId: 's1' }
    const received = nextEvent(bus, BUS_EVENTS.SESSIONS_ENDED)
    await bus.publish(BUS_EVENTS.SESSIONS_ENDED, payload)
    expect(await received).toEqual(payload)
    expect(await received).not.toBe(payload)
    await bus.close()
  })

  it('in-process: unsubscribing stops delivery', async () => {
    const bus = createMemoryBus()
    const seen: unknown[] = []
    const unsubscribe = await bus.subscribe(BUS_EVENTS.EXPERTS_CHANGED, (p) => seen.push(p))
    await unsubscribe()
    const other = nextEvent(bus, BUS_EVENTS.EXPERTS_CHANGED)
    await bus.publish(BUS_EVENTS.EXPERTS_CHANGED, { userId: 'u1' })
    await other
    expect(seen).toEqual([])
    await bus.close()
  })

  it.runIf(process.env.TEST_REDIS_URL)('Redis: an event published on one instance reaches a subscriber on another', async () => {
    const url = process.env.TEST_REDIS_URL!
    // A prefix of its own: no other test's instances publish there.
    const prefix = `test-${randomUUID().slice(0, 8)}:`
    const [a, b] = await Promise.all([createRedisBus(url, undefined, prefix), createRedisBus(url, undefined, prefix)])
    const received = new Promise<unknown>((resolve) => {
      void b.subscribe(BUS_EVENTS.EXPERTS_REINDEX, resolve).then(() => a.publish(BUS_EVENTS.EXPERTS_REINDEX, { reason: 'from a' }))
    })
    expect(await received).toEqual({ reason: 'from a' })
    await Promise.all([a.close(), b.close()])
  })
})
