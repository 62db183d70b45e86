import type { Socket } from 'socket.io'
import { BUS_EVENTS, type BusEvents } from '../../shared/bus-events'
import { ERROR_MESSAGES } from '../../shared/messages'
import { SOCKET_EVENTS, type ClientToServerEvents, type ServerToClientEvents } from '../../shared/socket-events'
import type { EventBus } from '../bus/bus'
import type { Database } from '../db/database'
import type { Logger } from '../logger'

/** Only the sockets of `sessionId`; every socket of the person when it is absent. */
export type SessionsEnded = BusEvents[typeof BUS_EVENTS.SESSIONS_ENDED]

/** Closes the person's open sockets on every instance (sign-out, password change or reset, suspension, deletion). */
export function endSocketSessions(bus: EventBus, ended: SessionsEnded): Promise<void> {
  return bus.publish(BUS_EVENTS.SESSIONS_ENDED, ended)
}

type Packet = [event: string, ...args: unknown[]]

interface GuardedSocket {
  data: { sessionId: string; sessionExpiresAt: number }
  emit: Socket<ClientToServerEvents, ServerToClientEvents>['emit']
  disconnect: (close?: boolean) => unknown
}

/**
 * Checks every event of a socket against its session: until the expiry read at the handshake, nothing
 * to do; after it, the session is read again (another request may have renewed it), and an ended one
 * refuses the event and closes the socket.
 */
export function sessionGuard(socket: GuardedSocket, database: Database, logger: Logger) {
  const refuse = (event: string, args: unknown[]) => {
    const refusal = { code: 'unauthorized', message: ERROR_MESSAGES.unauthorized }
    const ack = args.at(-1)
    if (typeof ack === 'function') ack({ ok: false, ...refusal })
    socket.emit(SOCKET_EVENTS.ERROR, { event, ...refusal })
    socket.disconnect(true)
  }
  return ([event, ...args]: Packet, next: () => void) => {
    if (Date.now() < socket.data.sessionExpiresAt) return next()
    database.db
      .selectFrom('session')
      .select('expiresAt')
      .where('id', '=', socket.data.sessionId)
      .executeTakeFirst()
      .then(
        (row) => {
          const expiresAt = row ? new Date(row.expiresAt).getTime() : 0
          if (expiresAt <= Date.now()) return refuse(event, args)
          socket.data.sessionExpiresAt = expiresAt
          next()
        },
        (error: unknown) => {
          logger.error({ err: error }, 'socket session check failed')
          refuse(event, args)
        },
      )
  }
}
