import cluster from 'node:cluster'
import type { Server as HttpServer } from 'node:http'
import { createAdapter as createClusterAdapter } from '@socket.io/cluster-adapter'
import { createAdapter } from '@socket.io/redis-adapter'
import type { Redis } from 'ioredis'
import { Server, type Socket } from 'socket.io'
import { BUS_EVENTS } from '../../shared/bus-events'
import { LONG_POLL_MAX_MS } from '../../shared/constants'
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/socket-events'
import type { Auth, SessionUser } from '../auth/auth'
import { getSessionUser } from '../auth/auth'
import type { EventBus } from '../bus/bus'
import { closeRedis, connectRedis } from '../bus/redis'
import type { WorkerRelay } from '../cluster/relay'
import { routeSocketSessions } from '../cluster/socket-sessions'
import type { Database } from '../db/database'
import { isAllowedOrigin } from '../http/write-guard'
import type { Logger } from '../logger'
import { createBatchedEmit, redisEmitTransport, userRoom, type EmitTransport, type EmitToUser } from './batched-emit'
import { eventBudget } from './event-budget'
import { sessionGuard } from './session-guard'

export interface SocketData {
  user: SessionUser
  sessionId: string
  /** When the session ends unless renewed (ms since the epoch); re-read from the database once passed. */
  sessionExpiresAt: number
}

export type TioSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>
export type TioSocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>

/**
 * Sockets one person may hold open on one instance: a tab each, with room to spare. Past it the
 * handshake is refused ('too-many-connections'; the page does not retry): each socket costs memory,
 * and an account could otherwise open thousands.
 */
export const SOCKETS_PER_USER = 30

export interface Realtime {
  io: TioSocketServer
  emitToUser: EmitToUser
  close: () => Promise<void>
}

/**
 * Socket.IO on the app's HTTP server. The session cookie is checked at the handshake (no session,
 * no socket); each socket joins its user's room and gets a budget of events (event-budget.ts). With REDIS_URL, emits reach the other instances in
 * batches (batched-emit.ts), and the Redis adapter serves anything else addressed through `io`. In a
 * cluster worker without Redis (`relay`), the same goes through the primary: batches over the relay,
 * the rest through Socket.IO's cluster adapter, and each session's requests reach the worker that
 * holds it (socket-sessions.ts).
 */
export async function createRealtime(options: {
  httpServer: HttpServer
  auth: Auth
  bus: EventBus
  database: Database
  redisUrl?: string
  /** REDIS_PREFIX: starts the Socket.IO adapter's channels and the emit batches' channel. */
  redisPrefix?: string
  /** Pages of these origins may open a socket (config.allowedOrigins). */
  allowedOrigins: readonly string[]
  /** Set in a cluster worker (WEB_CONCURRENCY > 1) without Redis. */
  relay?: WorkerRelay
  logger: Logger
  /** Called for every authenticated connection after it joined its user's room. */
  onConnection?: (socket: TioSocket, io: TioSocketServer) => void
}): Promise<Realtime> {
  const { httpServer, auth, bus, database, redisUrl, redisPrefix = 'tio:', allowedOrigins, relay, logger, onConnection } = options
  const io: TioSocketServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // A long-polling request is held at most pingInterval (CONST-22: between 5 and 30 s).
    pingInterval: 25_000,
    pingTimeout: LONG_POLL_MAX_MS - 10_000,
    maxHttpBufferSize: 64 * 1024,
    // Other upgrade requests (Vite's HMR socket in development) are not ours to close.
    destroyUpgrade: false,
    // A page elsewhere must not open a socket with the visitor's cookie (cross-site WebSocket hijacking).
    allowRequest: (req, callback) => {
      const header = (name: string) => {
        const value = req.headers[name]
        return Array.isArray(value) ? value[0] : value
      }
      callback(null, isAllowedOrigin(allowedOrigins, { origin: header('origin'), secFetchSite: header('sec-fetch-site') }))
    },
  })
  const redisClients: Redis[] = []
  let emits: EmitTransport | undefined
  if (redisUrl) {
    const onError = (error: Error) => logger.warn({ err: error }, 'realtime Redis connection error')
    const [pub, sub, emitSub] = await Promise.all([
      connectRedis(redisUrl, onError),
      connectRedis(redisUrl, onError),
      connectRedis(redisUrl, onError),
    ])
    redisClients.push(pub, sub, emitSub)
    io.adapter(createAdapter(pub, sub, { key: `${redisPrefix}socket.io` }))
    emits = redisEmitTransport(pub, emitSub, redisPrefix)
  } else if (relay) {
    io.adapter(createClusterAdapter())
    emits = {
      publish: async (text) => relay.send('emits', text),
      subscribe: async (handler) => void relay.on('emits', (text) => handler(text as string)),
    }
  }
  // Any cluster worker: polling requests reach the worker holding their session, Redis or not.
  const sessions = cluster.isWorker ? await routeSocketSessions(io, httpServer) : undefined
  const batched = createBatchedEmit(io, logger, emits)
  await batched.start()

  const handshaking = new Map<string, number>()
  io.use(async (socket, next) => {
    try {
      const headers = new Headers()
      for (const [key, value] of Object.entries(socket.request.headers)) {
        if (typeof value === 'string') headers.set(key, value)
        else if (Array.isArray(value)) headers.set(key, value.join(', '))
      }
      const found = await getSessionUser(auth, headers)
      if (!found) return next(new Error('unauthorized'))
      // The user's sockets on this instance, and those past this check that have not joined their room yet.
      const userId = found.user.id
      const open = (io.of('/').adapter.rooms.get(userRoom(userId))?.size ?? 0) + (handshaking.get(userId) ?? 0)
      if (open >= SOCKETS_PER_USER) return next(new Error('too-many-connections'))
      handshaking.set(userId, (handshaking.get(userId) ?? 0) + 1)
      // The socket joins its room on the 'connection' that follows next() within this turn (or never,
      // if its client left meanwhile): by the next turn of the event loop it is counted there, or gone.
      setImmediate(() => {
        const left = (handshaking.get(userId) ?? 1) - 1
        if (left > 0) handshaking.set(userId, left)
        else handshaking.delete(userId)
      })
      socket.data.user = found.user
      socket.data.sessionId = found.session.id
      socket.data.sessionExpiresAt = found.session.expiresAt.getTime()
      next()
    } catch (error) {
      logger.error({ err: error }, 'socket handshake failed')
      next(new Error('unauthorized'))
    }
  })

  // A session that ends (sign-out, password change or reset, suspension, deletion) closes its sockets on every instance.
  const unsubscribe = await bus.subscribe(BUS_EVENTS.SESSIONS_ENDED, ({ userId, sessionId }) => {
    const members = io.of('/').adapter.rooms.get(userRoom(userId))
    for (const socketId of [...(members ?? [])]) {
      const socket = io.of('/').sockets.get(socketId)
      if (socket && (!sessionId || socket.data.sessionId === sessionId)) socket.disconnect(true)
    }
  })

  io.on('connection', (socket) => {
    socket.use(sessionGuard(socket, database, logger))
    socket.use(eventBudget(socket))
    void socket.join(userRoom(socket.data.user.id))
    onConnection?.(socket, io)
  })

  return {
    io,
    emitToUser: batched.emitToUser,
    async close() {
      await unsubscribe()
      await io.close()
      await sessions?.close()
      await Promise.all(redisClients.map(closeRedis))
    },
  }
}
