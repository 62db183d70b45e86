import type { ZodType } from 'zod'
import { firstProblem } from '../../shared/field-errors'
import { ERROR_MESSAGES } from '../../shared/messages'
import { SOCKET_EVENTS, type ClientEventAnswer, type ClientEventName, type SocketRefusal } from '../../shared/socket-events'
import { ApiError } from '../http/errors'
import type { Logger } from '../logger'
import type { TioSocket } from './socket'

/**
 * Handles client event `event` of `socket`: its payload is checked against `schema` first (a bad one is
 * refused with 'bad-request', naming the problem), then `handle` answers it. A refusal (an ApiError, or
 * anything else as 'internal') goes to the acknowledgement, when the client asked for one, and as
 * SOCKET_EVENTS.ERROR; so does the answer. The same rules as the HTTP routes.
 */
export function onClientEvent<E extends ClientEventName, T>(
  socket: TioSocket,
  logger: Logger,
  event: E,
  schema: ZodType<T>,
  handle: (input: T) => Promise<ClientEventAnswer<E>>,
) {
  const listener = (payload: unknown, maybeAck?: unknown) => {
    const ack = typeof maybeAck === 'function' ? (maybeAck as (answer: ClientEventAnswer<E> | SocketRefusal) => void) : undefined
    const refuse = (code: string, message: string) => {
      socket.emit(SOCKET_EVENTS.ERROR, { event, code, message })
      ack?.({ ok: false, code, message })
    }
    const parsed = schema.safeParse(payload)
    if (!parsed.success) {
      return refuse('bad-request', firstProblem(parsed.error.issues, 'invalid payload'))
    }
    handle(parsed.data).then(
      (answer) => ack?.(answer),
      (error: unknown) => {
        if (error instanceof ApiError) return refuse(error.code, error.message)
        logger.error({ err: error, event }, 'socket event handler failed')
        refuse('internal', ERROR_MESSAGES.internal)
      },
    )
  }
  // The listener takes what a client sent as unknown: its schema types it.
  socket.on(event as ClientEventName, listener)
}
