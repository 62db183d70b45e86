import type { BusEventName, BusEvents } from '../../shared/bus-events'
import type { WorkerRelay } from '../cluster/relay'
import { createMemoryBus, type EventBus } from './bus'

const TOPIC = 'bus'

interface BusMessage {
  channel: BusEventName
  payload: BusEvents[BusEventName]
}

/**
 * The event bus of a cluster worker without Redis: this worker's subscribers get a publish as with
 * the in-process bus, and the other workers get it through the primary (relay.ts), so every worker
 * hears every change (search index, rate of events…) as instances do through Redis.
 */
export function createClusterBus(relay: WorkerRelay): EventBus {
  const local = createMemoryBus()
  const stop = relay.on(TOPIC, (message) => {
    const { channel, payload } = message as BusMessage
    void local.publish(channel, payload)
  })
  return {
    async publish(channel, payload) {
      await local.publish(channel, payload)
      relay.send(TOPIC, { channel, payload } satisfies BusMessage)
    },
    subscribe: (channel, handler) => local.subscribe(channel, handler),
    async close() {
      stop()
      await local.close()
    },
  }
}
