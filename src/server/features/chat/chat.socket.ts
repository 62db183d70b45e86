import { socketReadSchema, socketSendSchema, socketTypingSchema, type SendAck } from '../../../shared/schemas/chat'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import { MESSAGES } from '../../../shared/messages'
import type { AppContext } from '../../context'
import { ApiError } from '../../http/errors'
import { onClientEvent } from '../../realtime/client-events'
import type { TioSocket } from '../../realtime/socket'
import { isBlockedBetween } from '../contacts'
import type { ChatSender } from './chat.send'
import { findChatBetween, readChat, requireParticipant } from './chat.service'

/**
 * Typing notices relayed from one person to another: a page sends one every 2 s while its person types
 * (conversation-view.tsx), so this leaves room for a few tabs. Past it they are dropped, acknowledged
 * all the same: otherwise any account could push thousands of events a second to anyone's open pages
 * (each socket's own budget allows 30 a second, and an account may open many sockets).
 */
export const TYPING_RELAY_LIMIT = { name: 'chat-typing', points: 10, windowSeconds: 10 }

/** Send, read and typing over the socket; the same rules as the HTTP routes. */
export function registerChatSocket(socket: TioSocket, ctx: AppContext, sender: ChatSender) {
  const userId = socket.data.user.id
  const typingRelays = ctx.rateLimits.create(TYPING_RELAY_LIMIT)

  onClientEvent(
    socket,
    ctx.logger,
    SOCKET_EVENTS.CHAT_SEND,
    socketSendSchema,
    async ({ toUserId, clientId, body, source, attachmentId }) => {
      const sent = await sender.send({
        senderId: userId,
        receiverId: toUserId,
        clientId,
        body,
        source,
        attachmentId,
        senderVerified: socket.data.user.emailVerified,
      })
      await sender.announce(sent, socket.id)
      return { ok: true, message: sent.message } satisfies SendAck
    },
  )

  onClientEvent(socket, ctx.logger, SOCKET_EVENTS.CHAT_READ, socketReadSchema, async ({ chatId }) => {
    const chat = await requireParticipant(ctx.database.db, chatId, userId)
    return { ok: true, receipt: await readChat(ctx, chat, userId) }
  })

  onClientEvent(socket, ctx.logger, SOCKET_EVENTS.CHAT_TYPING, socketTypingSchema, async ({ toUserId }) => {
    if (toUserId === userId) return { ok: true }
    const { db } = ctx.database
    if (await isBlockedBetween(db, userId, toUserId)) throw new ApiError(403, 'blocked', MESSAGES.blockedEitherWay)
    if (!(await typingRelays.consume(`${userId}>${toUserId}`))) return { ok: true }
    const chat = await findChatBetween(db, userId, toUserId)
    ctx.emitToUser(toUserId, SOCKET_EVENTS.CHAT_TYPING, { chatId: chat?.id ?? null, fromUserId: userId })
    return { ok: true }
  })
}
