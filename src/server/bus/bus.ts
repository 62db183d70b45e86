import { EventEmitter } from 'node:events'
import type { BusEventName, BusEvents } from '../../shared/bus-events'
import { closeRedis, connectRedis } from './redis'

/**
 * Publish/subscribe between server instances, of the events of src/shared/bus-events.ts. In-process by
 * default; Redis when REDIS_URL is set. Payloads must be JSON-serialisable: they cross the network with Redis.
 */
export interface EventBus {
  publish<E extends BusEventName>(channel: E, payload: BusEvents[E]): Promise<void>
  subscribe<E extends BusEventName>(channel: E, handler: (payload: BusEvents[E]) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

type Handler = (payload: unknown) => void

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    async publish(channel, payload) {
      // Same structured-clone boundary as Redis, so code that works here works there.
      const copy: unknown = JSON.parse(JSON.stringify(payload ?? null))
      queueMicrotask(() => emitter.emit(channel, copy))
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler)
      return async () => {
        emitter.off(channel, handler)
      }
    },
    async close() {
      emitter.removeAllListeners()
    },
  }
}

/** The bus over Redis pub/sub; its channels are `<REDIS_PREFIX>bus:<channel>`. */
export async function createRedisBus(url: string, onError?: (error: Error) => void, redisPrefix = 'tio:'): Promise<EventBus> {
  const PREFIX = `${redisPrefix}bus:`
  const pub = await connectRedis(url, onError, { maxRetriesPerRequest: 3 })
  const sub = await connectRedis(url, onError, { maxRetriesPerRequest: 3 })
  const handlers = new Map<string, Set<Handler>>()
  sub.on('message', (channel: string, message: string) => {
    const set = handlers.get(channel.slice(PREFIX.length))
    if (!set) return
    const payload: unknown = JSON.parse(message)
    for (const handler of set) handler(payload)
  })
  return {
    async publish(channel, payload) {
      await pub.publish(PREFIX + channel, JSON.stringify(payload ?? null))
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel)
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
        await sub.subscribe(PREFIX + channel)
      }
      set.add(handler as Handler)
      return async () => {
        const current = handlers.get(channel)
        current?.delete(handler as Handler)
        if (current && current.size === 0) {
          handlers.delete(channel)
          await sub.unsubscribe(PREFIX + channel)
        }
      }
    },
    async close() {
      handlers.clear()
      await Promise.all([closeRedis(pub), closeRedis(sub)])
    },
  }
}
