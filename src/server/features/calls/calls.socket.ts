import { callSignalSchema } from '../../../shared/schemas/call'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import type { AppContext } from '../../context'
import { onClientEvent } from '../../realtime/client-events'
import type { TioSocket } from '../../realtime/socket'
import { relaySignal } from './calls.service'

/**
 * WebRTC signalling (offer, answer, ICE candidates) relayed between the two participants of a
 * ringing or accepted call only; anything else is refused with SOCKET_EVENTS.ERROR (and the ack).
 */
export function registerCallsSocket(socket: TioSocket, ctx: AppContext) {
  const userId = socket.data.user.id
  onClientEvent(socket, ctx.logger, SOCKET_EVENTS.CALL_SIGNAL, callSignalSchema, async (signal) => {
    await relaySignal(ctx, userId, signal)
    return { ok: true }
  })
}
