import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createCallsRoutes, createRoomsRoutes } from './calls.routes'
import { registerCallsSocket } from './calls.socket'

/** Voice and video calls: rooms, the call state machine, WebRTC signalling over the socket. */
export function createCallsFeature(ctx: AppContext): Feature {
  return {
    routes: { '/rooms': createRoomsRoutes(), '/calls': createCallsRoutes() },
    socket: (socket) => registerCallsSocket(socket, ctx),
    service: undefined,
  }
}
