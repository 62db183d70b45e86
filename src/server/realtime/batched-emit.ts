import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { Server } from 'socket.io'
import type { ClientToServerEvents, ServerEventName, ServerToClientEvents } from '../../shared/socket-events'
import type { Logger } from '../logger'

type EventArgs<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>
type Rest<T extends unknown[]> = T extends [unknown, ...infer R] ? R : []

export interface EmitOptions<E extends ServerEventName = ServerEventName> {
  /** A socket (by id, on any instance) that does not get this emit: the tab that already has the answer. */
  exceptSocket?: string
  /** More arguments after the payload; listeners that take only the payload ignore them. */
  extra?: Required<Rest<EventArgs<E>>>
}

/** Emit to the sockets of one user or several; a socket in more than one of the users' rooms gets it once. */
export type EmitToUser = <E extends ServerEventName>(
  userIds: string | readonly string[],
  event: E,
  payload: EventArgs<E>[0],
  options?: EmitOptions<E>,
) => void

export const userRoom = (userId: string) => `user:${userId}`

type Emit = [rooms: string[], event: ServerEventName, args: unknown[], exceptSocket?: string]

interface Batch {
  from: string
  emits: Emit[]
}

/** Carries batches of emits to the other instances (Redis pub/sub) or workers (cluster IPC). */
export interface EmitTransport {
  publish(text: string): Promise<void>
  /** Hands over the other instances' batches; resolves once subscribed. */
  subscribe(handler: (text: string) => void): Promise<void>
}

/** Batches travel on the channel `<REDIS_PREFIX>emits`. */
export function redisEmitTransport(pub: Redis, sub: Redis, redisPrefix: string): EmitTransport {
  const CHANNEL = `${redisPrefix}emits`
  return {
    publish: async (text) => {
      await pub.publish(CHANNEL, text)
    },
    subscribe: async (handler) => {
      sub.on('message', (channel: string, text: string) => {
        if (channel === CHANNEL) handler(text)
      })
      await sub.subscribe(CHANNEL)
    },
  }
}

/**
 * Emits to users' rooms. This instance's sockets get each emit at once. With a transport (Redis
 * between instances, cluster IPC between workers), the emits of one tick travel to the others in one
 * message (instead of one per emit through the Socket.IO adapter), and each delivers them to its own
 * sockets, in order.
 */
export function createBatchedEmit(io: Server<ClientToServerEvents, ServerToClientEvents>, logger: Logger, transport?: EmitTransport) {
  const instance = randomUUID()
  let outbox: Emit[] = []
  let scheduled = false

  const deliver = ([rooms, event, args, exceptSocket]: Emit) => {
    // Many emits concern only users connected to another instance: then there is nothing to encode here.
    const localRooms = io.of('/').adapter.rooms
    const reachesSomeone = rooms.some((room) => {
      const members = localRooms.get(room)
      return members !== undefined && members.size > (exceptSocket && members.has(exceptSocket) ? 1 : 0)
    })
    if (!reachesSomeone) return
    const target = io.local.to(rooms)
    // The arguments were typed by emitToUser (EmitToUser), here they may come from another instance's batch.
    ;(exceptSocket ? target.except(exceptSocket) : target).emit(event, ...(args as EventArgs<typeof event>))
  }

  function publish() {
    scheduled = false
    const batch: Batch = { from: instance, emits: outbox }
    outbox = []
    transport!.publish(JSON.stringify(batch)).catch((error: unknown) => logger.error({ err: error }, 'publishing emits failed'))
  }

  const emitToUser: EmitToUser = (userIds, event, payload, options = {}) => {
    const rooms = typeof userIds === 'string' ? [userRoom(userIds)] : userIds.map(userRoom)
    const emit: Emit = [rooms, event, [payload, ...(options.extra ?? [])]]
    if (options.exceptSocket) emit.push(options.exceptSocket)
    deliver(emit)
    if (!transport) return
    outbox.push(emit)
    if (!scheduled) {
      scheduled = true
      setImmediate(publish)
    }
  }

  return {
    emitToUser,
    /** Subscribes to the other instances' emits (resolves once the transport confirmed). */
    start: async () => {
      await transport?.subscribe((text) => {
        const batch = JSON.parse(text) as Batch
        if (batch.from === instance) return
        for (const emit of batch.emits) deliver(emit)
      })
    },
  }
}
