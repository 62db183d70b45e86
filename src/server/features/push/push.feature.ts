import type { ChatMessage } from '../../../shared/schemas/chat'
import type { PushPayload } from '../../../shared/schemas/push'
import type { AppContext } from '../../context'
import type { PeopleService } from '../contacts'
import type { Feature } from '../feature'
import { createPushRoutes } from './push.routes'
import { loadVapidKeys, pushNewMessage, sendPushToUser, subscribersAmong, type PushOutcome, type VapidKeys } from './push.service'

export interface PushService {
  vapidKeys: () => Promise<VapidKeys>
  sendPushToUser: (userId: string, payload: PushPayload) => Promise<PushOutcome>
  /** After a new chat message is committed: a notification to the receiver's browsers (fire and forget). */
  pushNewMessage: (message: ChatMessage) => void
  /** Which of these users have a browser subscribed: a chat batch pushes only to them. */
  subscribersAmong: (userIds: readonly string[]) => Promise<Set<string>>
}

/** Web Push: the VAPID keys (read once per server), subscriptions, and notifications of new messages. */
export function createPushFeature(ctx: AppContext, deps: { people: Pick<PeopleService, 'personOf'> }): Feature<PushService> {
  let keys: Promise<VapidKeys> | undefined
  const vapidKeys = () => {
    keys ??= loadVapidKeys(ctx)
    keys.catch(() => (keys = undefined))
    return keys
  }
  return {
    routes: { '/push': createPushRoutes(vapidKeys) },
    service: {
      vapidKeys,
      sendPushToUser: (userId, payload) => sendPushToUser(ctx, vapidKeys, userId, payload),
      pushNewMessage: (message) => pushNewMessage(ctx, deps.people, vapidKeys, message),
      subscribersAmong: (userIds) => subscribersAmong(ctx.database.db, userIds),
    },
  }
}
