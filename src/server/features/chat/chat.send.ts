import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ChatMessage, MessageSource, UnreadCountEvent } from '../../../shared/schemas/chat'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { ACTION_LIMITS, consumeActionLimit } from '../../http/action-limits'
import { countUnread, pair, toChatMessage } from './chat.service'
import {
  NO_ATTACHMENT,
  checkSends,
  storeMessages,
  type AttachmentColumns,
  type MessageRow,
  type NewMessage,
  type SendCheck,
} from './chat.send-store'
import { createGroupCommit } from '../../db/group-commit'
import type { PushService } from '../push'
import { findFile } from '../uploads'
import { MESSAGES } from '../../../shared/messages'

/** A burst of this many sends per window is fine; more gets 429 and stores nothing (fewer before the email is verified). */
export const CHAT_SEND_RATE = ACTION_LIMITS['chat-send'].verified

// Random bytes drawn 4 KB at a time: one call per id would cost a call into the system's generator per message.
const RANDOM_POOL_SIZE = 4096

/**
 * UUIDv7s (time-ordered, unguessable) and their creation times. From one generator ids only grow, even
 * inside one millisecond (a 12-bit sequence), so (created_at, id) orders messages as they were sent.
 */
export function createMessageStamps(): () => { id: string; createdAt: string } {
  let lastMs = 0
  let sequence = 0
  let randomPool = Buffer.alloc(0)
  let randomOffset = 0
  function randomIdBytes(): Buffer {
    if (randomOffset + 16 > randomPool.length) {
      randomPool = randomBytes(RANDOM_POOL_SIZE)
      randomOffset = 0
    }
    const bytes = randomPool.subarray(randomOffset, randomOffset + 16)
    randomOffset += 16
    return bytes
  }
  return () => {
    let ms = Date.now()
    if (ms <= lastMs) {
      ms = lastMs
      sequence++
      if (sequence > 0xfff) {
        ms++
        sequence = 0
      }
    } else {
      sequence = 0
    }
    lastMs = ms
    const bytes = randomIdBytes()
    const big = BigInt(ms)
    for (let i = 0; i < 6; i++) bytes[i] = Number((big >> BigInt(8 * (5 - i))) & 0xffn)
    bytes[6] = 0x70 | (sequence >> 8)
    bytes[7] = sequence & 0xff
    bytes[8] = (bytes[8]! & 0x3f) | 0x80
    const hex = bytes.toString('hex')
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    return { id, createdAt: new Date(ms).toISOString() }
  }
}

const CHAT_ID_CACHE_SIZE = 50_000

export interface SendResult {
  message: ChatMessage
  /** True when this clientId was already stored (a retry): nothing new was written. */
  duplicate: boolean
  /** The receiver's unread count read after the commit (absent for a retry). */
  receiverUnread?: number
  /** The receiver has a browser to notify (absent for a retry: it was notified the first time). */
  receiverSubscribed?: boolean
}

async function findByClientId(db: Kysely<DB>, senderId: string, clientId: string) {
  return db.selectFrom('messages').selectAll().where('sender_id', '=', senderId).where('client_id', '=', clientId).executeTakeFirst()
}

function checkSameConversation(row: MessageRow, receiverId: string) {
  if (row.receiver_id !== receiverId) {
    throw new ApiError(409, 'client-id-reused', 'clientId was already used for another message: generate a new one.')
  }
  return row
}

export type SendInput = {
  senderId: string
  receiverId: string
  clientId: string
  body: string
  source?: MessageSource | null
  senderVerified?: boolean
  /** A file of the sender's (upload kind 'attachments') not yet sent in any message. */
  attachmentId?: string
}

/** The attachment's columns, if the file is the sender's own, uploaded for messages and not sent yet. */
async function attachmentColumns(db: Kysely<DB>, senderId: string, fileId: string | undefined): Promise<AttachmentColumns> {
  if (!fileId) return NO_ATTACHMENT
  const file = await findFile(db, fileId)
  if (!file || file.owner_id !== senderId || file.bucket !== 'attachments')
    throw new ApiError(400, 'bad-attachment', MESSAGES.attachmentNotYours)
  const taken = await db.selectFrom('messages').select('id').where('attachment_id', '=', fileId).executeTakeFirst()
  if (taken) throw new ApiError(409, 'attachment-in-use', MESSAGES.attachmentInUse)
  return { attachment_id: file.id, attachment_name: file.name, attachment_type: file.content_type, attachment_size: Number(file.size) }
}

export interface ChatSender {
  /**
   * Stores a message once per (sender, clientId) and returns it only after its batch is committed.
   * Refuses: yourself, unknown or blocked receivers, and floods (429, before anything is written).
   */
  send: (input: SendInput) => Promise<SendResult>
  /**
   * After a commit: to the receiver's tabs the message with their unread count (one packet), to the
   * sender's other tabs the message (the sending tab, `fromSocket`, has it in its acknowledgement), and
   * a push (not for retries).
   */
  announce: (sent: SendResult, fromSocket?: string) => Promise<void>
}

/** The message pipeline of one server: its rate limit, batched checks and commits, and chat-id cache. */
export function createChatSender(ctx: AppContext, deps: Pick<PushService, 'pushNewMessage' | 'subscribersAmong'>): ChatSender {
  // Concurrent sends on this instance share one check (a few reads) and one transaction.
  const check = createGroupCommit((sends: SendCheck[]) => checkSends(ctx.database.db, sends))
  const store = createGroupCommit((rows: NewMessage[]) => storeMessages(ctx.database.db, ctx.database.dialect, rows, deps.subscribersAmong))
  // A pair's chat id never changes once created: remember it (bounded) to save a query per message.
  const chatIds = new Map<string, string>()
  const nextStamp = createMessageStamps()

  /**
   * Stores a message once per (sender, clientId) and returns it only after its batch is committed.
   * Refuses: yourself, unknown or blocked receivers, and floods (429, before anything is written).
   */
  async function send(input: SendInput): Promise<SendResult> {
    const { db } = ctx.database
    const { senderId, receiverId, clientId, body } = input
    if (senderId === receiverId) throw new ApiError(400, 'cannot-message-self', MESSAGES.cannotMessageSelf)

    // The send is counted while it is checked, not after: the count is a round trip of its own (to the
    // cluster primary or Redis), and one after the other they were two waits on every message's way.
    const [checks, allowed] = await Promise.all([
      check.submit({ senderId, receiverId, clientId }),
      consumeActionLimit(ctx, 'chat-send', { id: senderId, emailVerified: input.senderVerified ?? true }),
    ])
    if (checks.existing) {
      const existing = await findByClientId(db, senderId, clientId)
      if (existing) return { message: toChatMessage(checkSameConversation(existing, receiverId)), duplicate: true }
    }
    if (!checks.receiverExists) throw new ApiError(404, 'not-found', MESSAGES.noSuchUser)
    if (checks.blocked) throw new ApiError(403, 'blocked', MESSAGES.blockedEitherWay)
    const attachment = await attachmentColumns(db, senderId, input.attachmentId)
    if (!allowed) throw new ApiError(429, 'rate-limited', MESSAGES.sendingTooFast)

    const pairKey = pair(senderId, receiverId).join(':')
    const { id, createdAt } = nextStamp()
    // A new pair's chat is created in the same transaction as its first message.
    const stored = await store.submit({
      id,
      chat_id: chatIds.get(pairKey),
      client_id: clientId,
      sender_id: senderId,
      receiver_id: receiverId,
      body,
      created_at: createdAt,
      is_read: 0,
      read_at: null,
      source: input.source ?? null,
      ...attachment,
    })
    if (chatIds.size >= CHAT_ID_CACHE_SIZE) chatIds.clear()
    chatIds.set(pairKey, stored.row.chat_id)
    if (stored.inserted) {
      return {
        message: toChatMessage(stored.row),
        duplicate: false,
        receiverUnread: stored.receiverUnread,
        receiverSubscribed: stored.receiverSubscribed,
      }
    }
    // A concurrent retry with the same clientId won the insert, or another message took the attachment first.
    const winner = await findByClientId(db, senderId, clientId)
    if (!winner) {
      if (attachment.attachment_id) throw new ApiError(409, 'attachment-in-use', MESSAGES.attachmentInUse)
      throw new Error('message vanished after a conflicting insert')
    }
    return { message: toChatMessage(checkSameConversation(winner, receiverId)), duplicate: true }
  }

  /**
   * After a commit: to the receiver's tabs the message with their unread count (one packet), to the
   * sender's other tabs the message (the sending tab, `fromSocket`, has it in its acknowledgement), and
   * a push (not for retries).
   */
  async function announce({ message, receiverUnread, receiverSubscribed }: SendResult, fromSocket?: string): Promise<void> {
    if (receiverSubscribed) deps.pushNewMessage(message)
    const unread: UnreadCountEvent = { count: receiverUnread ?? (await countUnread(ctx.database.db, message.receiverId)) }
    ctx.emitToUser(message.receiverId, SOCKET_EVENTS.CHAT_MESSAGE, message, { extra: [unread] })
    ctx.emitToUser(message.senderId, SOCKET_EVENTS.CHAT_MESSAGE, message, { exceptSocket: fromSocket })
  }

  return { send, announce }
}
