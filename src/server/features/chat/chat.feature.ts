import type { AppContext } from '../../context'
import type { PeopleService } from '../contacts'
import type { Feature } from '../feature'
import type { PushService } from '../push'
import { createChatRoutes } from './chat.routes'
import { createChatSender, type ChatSender } from './chat.send'
import { registerChatSocket } from './chat.socket'

/** Messages between two people, over HTTP and the socket; a push to the receiver's browsers. */
export function createChatFeature(ctx: AppContext, deps: { push: PushService; people: PeopleService }): Feature<ChatSender> {
  const sender = createChatSender(ctx, deps.push)
  return {
    routes: { '/chats': createChatRoutes(sender, deps.people) },
    socket: (socket) => registerChatSocket(socket, ctx, sender),
    service: sender,
  }
}
