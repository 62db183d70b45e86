import type { AppContext } from '../../context'
import type { PeopleService } from '../contacts'
import type { Feature } from '../feature'
import { createCallsRoutes, createRoomsRoutes } from './calls.routes'
import { registerCallsSocket } from './calls.socket'

/** Voice and video calls: rooms, the call state machine, WebRTC signalling over the socket. */
export function createCallsFeature(ctx: AppContext, deps: { people: Pick<PeopleService, 'peopleOf'> }): Feature {
  const { peopleOf } = deps.people
  return {
    routes: { '/rooms': createRoomsRoutes(peopleOf), '/calls': createCallsRoutes(peopleOf) },
    socket: (socket) => registerCallsSocket(socket, ctx),
    service: undefined,
  }
}
