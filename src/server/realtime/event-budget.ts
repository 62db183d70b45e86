import type { Socket } from 'socket.io'
import { ERROR_MESSAGES } from '../../shared/messages'
import { SOCKET_EVENTS, type ClientToServerEvents, type ServerToClientEvents } from '../../shared/socket-events'

/** Events one connection may send at once, then per second: far above typing, sends and a call's signalling. */
export const SOCKET_EVENT_BURST = 60
export const SOCKET_EVENTS_PER_SECOND = 30

type Packet = [event: string, ...args: unknown[]]

/**
 * A token bucket per connection over everything its client sends (sends, typing, read receipts, call
 * signalling), checked before any handler and its queries run. A flood is refused event by event: the
 * refusal goes to the event's acknowledgement and as an error event, and nothing is done for it.
 * Kept here rather than in rate-limiter-flexible (used for HTTP): this state lives and dies with the
 * connection, and the check stays synchronous on every socket event instead of a promise per event.
 */
export function eventBudget(
  socket: Pick<Socket<ClientToServerEvents, ServerToClientEvents>, 'emit'>,
  { burst = SOCKET_EVENT_BURST, perSecond = SOCKET_EVENTS_PER_SECOND, now = () => performance.now() } = {},
) {
  let tokens = burst
  let at = now()
  return ([event, ...args]: Packet, next: () => void) => {
    const t = now()
    tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond)
    at = t
    if (tokens >= 1) {
      tokens--
      next()
      return
    }
    const refusal = { code: 'rate-limited', message: ERROR_MESSAGES['rate-limited'] }
    const ack = args.at(-1)
    if (typeof ack === 'function') ack({ ok: false, ...refusal })
    socket.emit(SOCKET_EVENTS.ERROR, { event, ...refusal })
  }
}
