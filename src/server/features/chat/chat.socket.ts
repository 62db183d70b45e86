import type { Socket } from 'socket.io'
import type { ZodType } from 'zod'
import { socketReadSchema, socketSendSchema, socketTypingSchema, type SendAck } from '../../../shared/schemas/chat'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import { ERROR_MESSAGES, MESSAGES } from '../../../shared/messages'
import type { AppContext } from '../../context'
import { ApiError } from '../../http/errors'
import type { TioSocket } from '../../realtime/socket'
import { isBlockedBetween } from '../contacts'
import type { ChatSender } from './chat.send'
import { findChatBetween, readChat, requireParticipant } from './chat.service'

type Ack = (answer: unknown) => void

function refusal(error: unknown, ctx: AppContext): { code: string; message: string } {
  if (error instanceof ApiError) return { code: error.code, message: error.message }
  ctx.logger.error({ err: error }, 'chat socket handler failed')
  return { code: 'internal', message: ERROR_MESSAGES.internal }
}

/** Send, read and typing over the socket; the same rules as the HTTP routes. */
export function registerChatSocket(tioSocket: TioSocket, ctx: AppContext, sender: ChatSender) {
  const socket = tioSocket as unknown as Socket
  const userId = tioSocket.data.user.id

  function on<T>(event: string, schema: ZodType<T>, handle: (input: T, ack?: Ack) => Promise<unknown>) {
    socket.on(event, (payload: unknown, maybeAck?: unknown) => {
      const ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : undefined
      const parsed = schema.safeParse(payload)
      if (!parsed.success) {
        const [issue] = parsed.error.issues
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
        const error = { event, code: 'bad-request', message: `${where}${issue?.message ?? 'invalid payload'}` }
        socket.emit(SOCKET_EVENTS.ERROR, error)
        ack?.({ ok: false, code: error.code, message: error.message })
        return
      }
      handle(parsed.data, ack).then(
        (answer) => ack?.(answer),
        (error: unknown) => {
          const { code, message } = refusal(error, ctx)
          socket.emit(SOCKET_EVENTS.ERROR, { event, code, message })
          ack?.({ ok: false, code, message })
        },
      )
    })
  }

  on(SOCKET_EVENTS.CHAT_SEND, socketSendSchema, async ({ toUserId, clientId, body, source, attachmentId }) => {
    const sent = await sender.send({ senderId: userId, receiverId: toUserId, clientId, body, source, attachmentId, senderVerified: tioSocket.data.user.emailVerified })
    await sender.announce(sent, socket.id)
    return { ok: true, message: sent.message } satisfies SendAck
  })

  on(SOCKET_EVENTS.CHAT_READ, socketReadSchema, async ({ chatId }) => {
    const chat = await requireParticipant(ctx.database.db, chatId, userId)
    return { ok: true, receipt: await readChat(ctx, chat, userId) }
  })

  on(SOCKET_EVENTS.CHAT_TYPING, socketTypingSchema, async ({ toUserId }) => {
    if (toUserId === userId) return { ok: true }
    const { db } = ctx.database
    if (await isBlockedBetween(db, userId, toUserId)) throw new ApiError(403, 'blocked', MESSAGES.blockedEitherWay)
    const chat = await findChatBetween(db, userId, toUserId)
    ctx.emitToUser(toUserId, SOCKET_EVENTS.CHAT_TYPING, { chatId: chat?.id ?? null, fromUserId: userId })
    return { ok: true }
  })
}
