import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { Server } from 'socket.io'
import type { Logger } from '../logger'

/** Emit to the sockets of one user or several; a socket in more than one of the users' rooms gets it once. */
export type EmitToUser = (userIds: string | readonly string[], event: string, payload: unknown) => void

export const userRoom = (userId: string) => `user:${userId}`

const CHANNEL = 'tio:emits'

interface Batch {
  from: string
  emits: [rooms: string[], event: string, payload: unknown][]
}

/**
 * Emits to users' rooms. This instance's sockets get each emit at once. With Redis, the emits of one
 * tick travel to the other instances in one PUBLISH (instead of one per emit through the Socket.IO
 * adapter), and each instance delivers them to its own sockets, in order.
 */
export function createBatchedEmit(io: Server, logger: Logger, redis?: { pub: Redis; sub: Redis }) {
  const instance = randomUUID()
  let outbox: Batch['emits'] = []
  let scheduled = false

  const deliver = (rooms: string[], event: string, payload: unknown) => io.local.to(rooms).emit(event, payload)

  function publish() {
    scheduled = false
    const batch: Batch = { from: instance, emits: outbox }
    outbox = []
    redis!.pub.publish(CHANNEL, JSON.stringify(batch)).catch((error: unknown) => logger.error({ err: error }, 'publishing emits failed'))
  }

  if (redis) {
    redis.sub.on('message', (channel: string, text: string) => {
      if (channel !== CHANNEL) return
      const batch = JSON.parse(text) as Batch
      if (batch.from === instance) return
      for (const [rooms, event, payload] of batch.emits) deliver(rooms, event, payload)
    })
  }

  const emitToUser: EmitToUser = (userIds, event, payload) => {
    const rooms = typeof userIds === 'string' ? [userRoom(userIds)] : userIds.map(userRoom)
    deliver(rooms, event, payload)
    if (!redis) return
    outbox.push([rooms, event, payload])
    if (!scheduled) {
      scheduled = true
      setImmediate(publish)
    }
  }

  return {
    emitToUser,
    /** Subscribes to the other instances' emits (resolves once Redis confirmed). */
    start: async () => {
      if (redis) await redis.sub.subscribe(CHANNEL)
    },
  }
}
