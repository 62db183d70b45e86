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

/** Send, read and typing over the socket; the same rules as the HTTP routes. */
export function registerChatSocket(socket: TioSocket, ctx: AppContext, sender: ChatSender) {
  const userId = socket.data.user.id

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
    const chat = await findChatBetween(db, userId, toUserId)
    ctx.emitToUser(toUserId, SOCKET_EVENTS.CHAT_TYPING, { chatId: chat?.id ?? null, fromUserId: userId })
    return { ok: true }
  })
}
