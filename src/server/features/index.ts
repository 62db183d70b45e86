import type { AppContext } from '../context'
import type { ApiMount } from '../http/app'
import type { TioSocket, TioSocketServer } from '../realtime/socket'
import { createMeRoutes } from './me/me.routes'
import { createContentRoutes } from './content/content.routes'

/**
 * Every feature's API, mounted under /api. A feature is a folder with its routes, service and tests;
 * add one line here to plug it in.
 */
export const mountFeatures: ApiMount = (api) => {
  api.route('/me', createMeRoutes())
  api.route('/content', createContentRoutes())
}

/**
 * Every feature's socket handlers, called for each authenticated connection (the socket has
 * already joined its user's room). Validate payloads with the shared schemas; answer bad ones with
 * SOCKET_EVENTS.ERROR to the sender.
 */
export const socketFeatures: ((socket: TioSocket, ctx: AppContext, io: TioSocketServer) => void)[] = []
