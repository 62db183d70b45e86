import type { Cluster } from 'node:cluster'

/**
 * Messages between the workers of one machine (WEB_CONCURRENCY > 1) without Redis: a worker sends a
 * topic and a JSON payload to the primary over cluster IPC, and the primary passes it to every other
 * worker (relayBetweenWorkers). What Redis pub/sub carries between instances, this carries between
 * workers: the event bus (cluster-bus.ts) and the batched chat emits.
 */
export interface WorkerRelay {
  /** To every other worker (not this one). */
  send(topic: string, payload: unknown): void
  /** Handles what the other workers send on `topic`; returns the unsubscribe. */
  on(topic: string, handler: (payload: unknown) => void): () => void
  close(): void
}

interface RelayMessage {
  tio: 'relay'
  topic: string
  payload: unknown
}

function isRelayMessage(message: unknown): message is RelayMessage {
  return typeof message === 'object' && message !== null && (message as RelayMessage).tio === 'relay'
}

/** The worker's end. Requires a cluster worker (process.send exists). */
export function createWorkerRelay(): WorkerRelay {
  const send = process.send?.bind(process)
  if (!send) throw new Error('createWorkerRelay: not a cluster worker')
  const handlers = new Map<string, Set<(payload: unknown) => void>>()
  const onMessage = (message: unknown) => {
    if (!isRelayMessage(message)) return
    for (const handler of handlers.get(message.topic) ?? []) handler(message.payload)
  }
  process.on('message', onMessage)
  return {
    send(topic, payload) {
      // The primary may be gone during a shutdown: nothing else to tell then.
      if (process.connected) send({ tio: 'relay', topic, payload } satisfies RelayMessage, undefined, {}, () => undefined)
    },
    on(topic, handler) {
      let set = handlers.get(topic)
      if (!set) handlers.set(topic, (set = new Set()))
      set.add(handler)
      return () => void set.delete(handler)
    },
    close() {
      handlers.clear()
      process.off('message', onMessage)
    },
  }
}

/** The primary's part: every relay message from one worker goes to all the others, in order. */
export function relayBetweenWorkers(cluster: Cluster): void {
  cluster.on('message', (from, message: unknown) => {
    if (!isRelayMessage(message)) return
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message, undefined, {}, () => undefined)
    }
  })
}
