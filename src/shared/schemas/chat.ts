import { z } from 'zod'
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants'
import { callSchema } from './call'
import { personSchema } from './contact'

/** A client-generated id: the same id on a retry stores the message once. */
export const clientIdSchema = z
  .string({ message: 'clientId is required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientId must be 8 to 64 letters, digits, - or _')

export const messageBodySchema = z
  .string({ message: 'Write a message first.' })
  .max(CHAT_MESSAGE_MAX_LENGTH, `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en')} characters.`)

/** A file the sender uploaded for this message (upload kind 'attachments'); the server checks it is theirs and unsent. */
export const attachmentIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'attachmentId must be the id of a file you uploaded')

/** Where a message started: 'tio-chat' marks the first message of a Tio Chat handoff (issue 7). */
export const MESSAGE_SOURCES = ['tio-chat'] as const
export type MessageSource = (typeof MESSAGE_SOURCES)[number]
export const messageSourceSchema = z.enum(MESSAGE_SOURCES, { message: "source must be 'tio-chat' or left out" })

const sendFields = {
  clientId: clientIdSchema,
  body: messageBodySchema.default(''),
  source: messageSourceSchema.optional(),
  attachmentId: attachmentIdSchema.optional(),
}

/** A message says something: text, a file, or both. */
const hasContent = (input: { body: string; attachmentId?: string }) => input.body.trim().length > 0 || Boolean(input.attachmentId)
const NOTHING_TO_SEND = { message: 'Write a message first.', path: ['body'] }

/** POST /api/chats/with/:userId/messages */
export const sendMessageInputSchema = z.object(sendFields).refine(hasContent, NOTHING_TO_SEND)
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>

const userIdSchema = z.string().min(1, 'toUserId is required').max(100)

/** Socket 'chat:send' (answered through the acknowledgement callback). */
export const socketSendSchema = z.object({ ...sendFields, toUserId: userIdSchema }).refine(hasContent, NOTHING_TO_SEND)
export type SocketSendInput = z.infer<typeof socketSendSchema>

/** Socket 'chat:read': the viewer has read the conversation. */
export const socketReadSchema = z.object({ chatId: z.string().min(1, 'chatId is required').max(100) })
export type SocketReadInput = z.infer<typeof socketReadSchema>

/** Socket 'chat:typing': the viewer is typing to toUserId. */
export const socketTypingSchema = z.object({ toUserId: userIdSchema })
export type SocketTypingInput = z.infer<typeof socketTypingSchema>

/** Query of GET …/messages: cursors are opaque strings from a previous page. */
export const messagesQuerySchema = z.object({
  before: z.string().max(200).optional(),
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})

/** A file in a message, as both people see it. */
export const messageAttachmentSchema = z.object({
  /** /api/files/{id}; null once the file is gone (deleted with its sender's account). */
  url: z.string().nullable(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
})
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>

export const isImageAttachment = (attachment: Pick<MessageAttachment, 'contentType'>) => attachment.contentType.startsWith('image/')

/** One line for a message in lists and notifications: its text, else what it carries. */
export function messagePreview(message: Pick<ChatMessage, 'body' | 'attachment'>): string {
  if (message.body.trim() || !message.attachment) return message.body
  return isImageAttachment(message.attachment) ? 'Photo' : `File: ${message.attachment.name}`
}

export const chatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  clientId: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  /** 'tio-chat' when the message was the handoff from Tio Chat; null otherwise. */
  source: z.enum(MESSAGE_SOURCES).nullable(),
  /** A file sent with the message, or null. */
  attachment: messageAttachmentSchema.nullable(),
  /** Opaque cursor for pagination (before/after). */
  cursor: z.string(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** GET /api/chats/with/{userId}/messages */
export const messagesPageSchema = z.object({
  chatId: z.string().nullable(),
  other: personSchema,
  /** Newest first. */
  messages: z.array(chatMessageSchema),
  /** The finished calls between the two in the same stretch of time, newest first (issue 22 item 1). */
  calls: z.array(callSchema),
  /** Pass as `before` to load older messages; null when there are no more. */
  nextCursor: z.string().nullable(),
})
export type MessagesPage = z.infer<typeof messagesPageSchema>

/** GET /api/chats/{chatId}/messages: the messages of a chat the caller takes part in. */
export const chatMessagesPageSchema = z.object({
  chatId: z.string(),
  messages: z.array(chatMessageSchema),
  nextCursor: z.string().nullable(),
})

export const chatSummarySchema = z.object({
  chatId: z.string(),
  other: personSchema,
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number().int(),
  lastActivityAt: z.string(),
})
export type ChatSummary = z.infer<typeof chatSummarySchema>

/** GET /api/chats */
export const chatListPageSchema = z.object({ chats: z.array(chatSummarySchema), nextCursor: z.string().nullable() })
export type ChatListPage = z.infer<typeof chatListPageSchema>

/** Payloads the server pushes. */
export const readReceiptSchema = z.object({ chatId: z.string(), readerId: z.string(), readAt: z.string(), messageIds: z.array(z.string()) })
export type ReadReceiptEvent = z.infer<typeof readReceiptSchema>
/** POST /api/chats/with/{userId}/read and /api/chats/{chatId}/read: null when nothing was unread (or no chat yet). */
export const readAnswerSchema = z.object({ receipt: readReceiptSchema.nullable() })
export type ReadAnswer = z.infer<typeof readAnswerSchema>
export interface TypingEvent {
  chatId: string | null
  fromUserId: string
}
/** GET /api/chats/unread, and SOCKET_EVENTS.CHAT_UNREAD */
export const unreadCountSchema = z.object({ count: z.number().int().min(0) })
export type UnreadCountEvent = z.infer<typeof unreadCountSchema>
/** POST /api/chats/with/{userId}/messages: the stored message; duplicate when its clientId was sent before (200, not 201). */
export const sentMessageAnswerSchema = z.object({ message: chatMessageSchema, duplicate: z.boolean() })
export type SentMessageAnswer = z.infer<typeof sentMessageAnswerSchema>
export type SendAck = { ok: true; message: ChatMessage } | { ok: false; code: string; message: string }
