import type { AppContext } from '../context'
import type { ApiMount } from '../http/app'
import type { TioSocket, TioSocketServer } from '../realtime/socket'
import { createChatRoutes } from './chat/chat.routes'
import { createConsultationsRoutes } from './consultations/consultations.routes'
import { startBookingSweeper } from './consultations/consultations.sweeper'
import { registerChatSocket } from './chat/chat.socket'
import { createCallsRoutes, createRoomsRoutes } from './calls/calls.routes'
import { registerCallsSocket } from './calls/calls.socket'
import { createBlocksRoutes, createContactsRoutes } from './contacts/contacts.routes'
import { createAdminRoutes, createExpertsRoutes, createPublicUsersRoutes } from './experts/experts.routes'
import { createAssistantRoutes, createSmartRoutes } from './assistant/assistant.routes'
import { createMeRoutes } from './me/me.routes'
import { createContentRoutes } from './content/content.routes'
import { createSearchRoutes } from './search/search.routes'
import { createProfilesRoutes } from './profiles/profiles.routes'
import { createPushRoutes } from './push/push.routes'
import { createRatingsRoutes } from './ratings/ratings.routes'
import { createFilesRoutes, createUploadsRoutes } from './uploads/uploads.routes'
import { createPaymentsAdminRoutes, createPaymentsRoutes } from './payments/payments.routes'
import { createShopAdminRoutes, createShopRoutes } from './shop/shop.routes'
import { createPayoutsAdminRoutes, createPayoutsRoutes } from './payouts/payouts.routes'
import { createLedgerAdminRoutes } from './ledger-admin/ledger-admin.routes'

/**
 * Every feature's API, mounted under /api. A feature is a folder with its routes, service and tests;
 * add one line here to plug it in.
 */
export const mountFeatures: ApiMount = (api) => {
  api.route('/me', createMeRoutes())
  api.route('/assistant', createAssistantRoutes())
  api.route('/smart', createSmartRoutes())
  api.route('/experts', createExpertsRoutes())
  api.route('/users', createPublicUsersRoutes())
  api.route('/admin', createAdminRoutes())
  api.route('/admin/payments', createPaymentsAdminRoutes())
  api.route('/admin/shop', createShopAdminRoutes())
  api.route('/admin/payouts', createPayoutsAdminRoutes())
  api.route('/admin/ledger', createLedgerAdminRoutes())
  api.route('/contacts', createContactsRoutes())
  api.route('/blocks', createBlocksRoutes())
  api.route('/chats', createChatRoutes())
  api.route('/content', createContentRoutes())
  api.route('/search', createSearchRoutes())
  api.route('/profile', createProfilesRoutes())
  api.route('/uploads', createUploadsRoutes())
  api.route('/files', createFilesRoutes())
  api.route('/ratings', createRatingsRoutes())
  api.route('/rooms', createRoomsRoutes())
  api.route('/calls', createCallsRoutes())
  api.route('/push', createPushRoutes())
  api.route('/consultations', createConsultationsRoutes())
  api.route('/payments', createPaymentsRoutes())
  api.route('/shop', createShopRoutes())
  api.route('/payouts', createPayoutsRoutes())
}

/**
 * Every feature's socket handlers, called for each authenticated connection (the socket has
 * already joined its user's room). Validate payloads with the shared schemas; answer bad ones with
 * SOCKET_EVENTS.ERROR to the sender.
 */
export const socketFeatures: ((socket: TioSocket, ctx: AppContext, io: TioSocketServer) => void)[] = [registerChatSocket, registerCallsSocket]

/** Background work of the features (timers that pick up due times stored in the database); each is closed before the database. */
export const backgroundFeatures: ((ctx: AppContext) => { close: () => Promise<void> })[] = [startBookingSweeper]
