import type { Socket } from 'socket.io'
import { callSignalSchema } from '../../../shared/schemas/call'
import { ERROR_MESSAGES } from '../../../shared/messages'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import type { AppContext } from '../../context'
import { ApiError } from '../../http/errors'
import type { TioSocket } from '../../realtime/socket'
import { relaySignal } from './calls.service'

type Ack = (answer: unknown) => void

/**
 * WebRTC signalling (offer, answer, ICE candidates) relayed between the two participants of a
 * ringing or accepted call only; anything else is refused with SOCKET_EVENTS.ERROR (and the ack).
 */
export function registerCallsSocket(tioSocket: TioSocket, ctx: AppContext) {
  const socket = tioSocket as unknown as Socket
  const userId = tioSocket.data.user.id
  const event = SOCKET_EVENTS.CALL_SIGNAL

  socket.on(event, (payload: unknown, maybeAck?: unknown) => {
    const ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : undefined
    const refuse = (code: string, message: string) => {
      socket.emit(SOCKET_EVENTS.ERROR, { event, code, message })
      ack?.({ ok: false, code, message })
    }
    const parsed = callSignalSchema.safeParse(payload)
    if (!parsed.success) {
      const [issue] = parsed.error.issues
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
      refuse('bad-request', `${where}${issue?.message ?? 'invalid payload'}`)
      return
    }
    relaySignal(ctx, userId, parsed.data).then(
      () => ack?.({ ok: true }),
      (error: unknown) => {
        if (error instanceof ApiError) return refuse(error.code, error.message)
        ctx.logger.error({ err: error }, 'call signal relay failed')
        refuse('internal', ERROR_MESSAGES.internal)
      },
    )
  })
}
