import { z } from 'zod'
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants'
import type { Call } from './call'
import type { Person } from './contact'

/** A client-generated id: the same id on a retry stores the message once. */
export const clientIdSchema = z
  .string({ message: 'clientId is required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientId must be 8 to 64 letters, digits, - or _')

export const messageBodySchema = z
  .string({ message: 'Write a message first.' })
  .max(CHAT_MESSAGE_MAX_LENGTH, `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en')} characters.`)
  .refine((body) => body.trim().length > 0, 'Write a message first.')

/** Where a message started: 'tio-chat' marks the first message of a Tio Chat handoff (issue 7). */
export const MESSAGE_SOURCES = ['tio-chat'] as const
export type MessageSource = (typeof MESSAGE_SOURCES)[number]
export const messageSourceSchema = z.enum(MESSAGE_SOURCES, { message: "source must be 'tio-chat' or left out" })

/** POST /api/chats/with/:userId/messages */
export const sendMessageInputSchema = z.object({ clientId: clientIdSchema, body: messageBodySchema, source: messageSourceSchema.optional() })
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>

const userIdSchema = z.string().min(1, 'toUserId is required').max(100)

/** Socket 'chat:send' (answered through the acknowledgement callback). */
export const socketSendSchema = sendMessageInputSchema.extend({ toUserId: userIdSchema })
export type SocketSendInput = z.infer<typeof socketSendSchema>

/** Socket 'chat:read': the viewer has read the conversation. */
export const socketReadSchema = z.object({ chatId: z.string().min(1, 'chatId is required').max(100) })

/** Socket 'chat:typing': the viewer is typing to toUserId. */
export const socketTypingSchema = z.object({ toUserId: userIdSchema })

/** Query of GET …/messages: cursors are opaque strings from a previous page. */
export const messagesQuerySchema = z.object({
  before: z.string().max(200).optional(),
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})

export interface ChatMessage {
  id: string
  chatId: string
  clientId: string
  senderId: string
  receiverId: string
  body: string
  createdAt: string
  isRead: boolean
  readAt: string | null
  /** 'tio-chat' when the message was the handoff from Tio Chat; null otherwise. */
  source: MessageSource | null
  /** Opaque cursor for pagination (before/after). */
  cursor: string
}

export interface MessagesPage {
  chatId: string | null
  other: Person
  /** Newest first. */
  messages: ChatMessage[]
  /** The finished calls between the two in the same stretch of time, newest first (issue 22 item 1). */
  calls: Call[]
  /** Pass as `before` to load older messages; null when there are no more. */
  nextCursor: string | null
}

export interface ChatSummary {
  chatId: string
  other: Person
  lastMessage: ChatMessage | null
  unreadCount: number
  lastActivityAt: string
}

export interface ChatListPage {
  chats: ChatSummary[]
  nextCursor: string | null
}

/** Payloads the server pushes. */
export interface ReadReceiptEvent {
  chatId: string
  readerId: string
  readAt: string
  messageIds: string[]
}
export interface TypingEvent {
  chatId: string | null
  fromUserId: string
}
export interface UnreadCountEvent {
  count: number
}
export type SendAck = { ok: true; message: ChatMessage } | { ok: false; code: string; message: string }
