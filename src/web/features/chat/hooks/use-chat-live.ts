import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { ChatMessage, MessageSource, MessagesPage, ReadReceiptEvent, SendAck } from '../../../../shared/schemas/chat'
import type { Call } from '../../../../shared/schemas/call'
import { SOCKET_EVENTS } from '../../../../shared/socket-events'
import { onAnnouncedCall } from '../../calls'
import { useSession } from '../../../lib/session'
import { useSocket, useSocketEvent } from '../../../lib/socket'
import { CHAT_KEYS } from '../chat-api'
import {
  addToOutbox,
  newClientId,
  readOutbox,
  removeFromOutbox,
  subscribeOutbox,
  updateOutboxItem,
  type OutboxAttachment,
  type OutboxItem,
} from '../outbox'

type MessagesData = InfiniteData<MessagesPage, string | undefined>

/**
 * Call after writing a live change (pushed or acknowledged, so already committed) into the cache. A fetch
 * of the same data in flight may have read the database before that commit, and its answer would undo
 * the change on screen: it is started again (cancelled if it can be, else once it is done).
 */
export function refetchIfInFlight(client: QueryClient, queryKey: QueryKey) {
  for (const query of client.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' })) {
    const refetch = () => void client.invalidateQueries({ queryKey: query.queryKey, exact: true })
    // With data, invalidating cancels the fetch in flight; a first load cannot be cancelled that way.
    if (query.state.data !== undefined) refetch()
    else void query.promise?.then(refetch, refetch)
  }
}

/** Puts a message into the cached conversation (once, by id), newest first. */
export function upsertMessage(client: QueryClient, viewerId: string, message: ChatMessage) {
  const otherId = message.senderId === viewerId ? message.receiverId : message.senderId
  const queryKey = CHAT_KEYS.messages(otherId)
  client.setQueryData<MessagesData>(queryKey, (data) => {
    if (!data) return data
    const exists = data.pages.some((p) => p.messages.some((m) => m.id === message.id))
    const pages = data.pages.map((page, index) => ({
      ...page,
      chatId: page.chatId ?? message.chatId,
      messages: exists
        ? page.messages.map((m) => (m.id === message.id ? message : m))
        : index === 0
          ? [message, ...page.messages].sort(compareNewestFirst)
          : page.messages,
    }))
    return { ...data, pages }
  })
  refetchIfInFlight(client, queryKey)
}

const FINISHED = new Set(['ended', 'declined', 'missed'])

/** Puts a call that just finished into the cached conversation with the other person, as its card (issue 22 item 1). */
export function upsertFinishedCall(client: QueryClient, viewerId: string, call: Call) {
  if (!FINISHED.has(call.status)) return
  const queryKey = CHAT_KEYS.messages(call.callerId === viewerId ? call.calleeId : call.callerId)
  client.setQueryData<MessagesData>(queryKey, (data) => {
    if (!data) return data
    const exists = data.pages.some((p) => p.calls?.some((c) => c.id === call.id))
    const pages = data.pages.map((page, index) => {
      const calls = page.calls ?? []
      return {
        ...page,
        calls: exists ? calls.map((c) => (c.id === call.id ? call : c)) : index === 0 ? [call, ...calls].sort(compareNewestFirst) : calls,
      }
    })
    return { ...data, pages }
  })
  refetchIfInFlight(client, queryKey)
}

const compareNewestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1

function applyReceipt(client: QueryClient, receipt: ReadReceiptEvent) {
  const ids = new Set(receipt.messageIds)
  const queryKey = CHAT_KEYS.allMessages
  client.setQueriesData<MessagesData>({ queryKey }, (data) => {
    if (!data) return data
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.map((m) => (ids.has(m.id) ? { ...m, isRead: true, readAt: receipt.readAt } : m)),
      })),
    }
  })
  refetchIfInFlight(client, queryKey)
}

/** New messages, read receipts, finished calls and bookings pushed by the server, applied to the cached conversations. */
export function useChatLive() {
  const session = useSession()
  const client = useQueryClient()
  const viewerId = session.me?.id
  const onMessage = useCallback(
    (message: ChatMessage) => {
      if (!viewerId) return
      upsertMessage(client, viewerId, message)
      // Our own message came back stored (e.g. sent from the buffer after a reconnect whose ack we
      // stopped waiting for): it is no longer pending.
      if (message.senderId === viewerId) removeFromOutbox(viewerId, message.clientId)
      void client.invalidateQueries({ queryKey: CHAT_KEYS.list })
    },
    [client, viewerId],
  )
  const onReceipt = useCallback(
    (receipt: ReadReceiptEvent) => {
      applyReceipt(client, receipt)
      void client.invalidateQueries({ queryKey: CHAT_KEYS.list })
    },
    [client],
  )
  const onCall = useCallback(
    (call: Call) => {
      if (viewerId) upsertFinishedCall(client, viewerId, call)
    },
    [client, viewerId],
  )
  useSocketEvent(SOCKET_EVENTS.CHAT_MESSAGE, onMessage)
  useSocketEvent(SOCKET_EVENTS.CHAT_READ_RECEIPT, onReceipt)
  useSocketEvent(SOCKET_EVENTS.CALL_UPDATED, onCall)
  // A new booking opens the pair's conversation (before either writes): the list shows it at once.
  const onBooking = useCallback(() => void client.invalidateQueries({ queryKey: CHAT_KEYS.list }), [client])
  useSocketEvent(SOCKET_EVENTS.BOOKING_CHANGED, onBooking)
  // This tab's own hang-up or decline, answered over HTTP: its card shows even if the socket's update is late.
  useEffect(() => onAnnouncedCall(onCall), [onCall])
}

const PERMANENT_REFUSALS = new Set([
  'blocked',
  'bad-request',
  'not-found',
  'client-id-reused',
  'cannot-message-self',
  'forbidden',
  'bad-attachment',
  'attachment-in-use',
])
const inFlight = new Set<string>()
const ACK_TIMEOUT_MS = 10_000

/** The viewer's unsent messages (sending, or waiting for the connection). */
export function useOutbox(): OutboxItem[] {
  const session = useSession()
  const userId = session.me?.id
  const snapshot = useSyncExternalStore(
    subscribeOutbox,
    () => (userId ? (localStorage.getItem(`tio:chat-outbox:${userId}`) ?? '[]') : '[]'),
    () => '[]',
  )
  return userId ? (JSON.parse(snapshot) as OutboxItem[]) : []
}

/**
 * The viewer's unsent messages to otherId. One that the history already holds was stored (its
 * acknowledgement was lost, e.g. with the connection): it leaves the queue instead of showing twice.
 */
export function usePendingMessages(viewerId: string, otherId: string, history: ChatMessage[]): OutboxItem[] {
  const queued = useOutbox().filter((item) => item.toUserId === otherId)
  const storedIds = new Set(history.filter((m) => m.senderId === viewerId).map((m) => m.clientId))
  const stored = queued.filter((item) => storedIds.has(item.clientId)).map((item) => item.clientId)
  const storedKey = stored.join(',')
  useEffect(() => {
    for (const clientId of storedKey ? storedKey.split(',') : []) removeFromOutbox(viewerId, clientId)
  }, [viewerId, storedKey])
  return stored.length ? queued.filter((item) => !storedIds.has(item.clientId)) : queued
}

/**
 * Sends queued messages over the socket whenever it is connected (now, and after every reconnect),
 * each with its clientId so that a resend is stored once. Returns `send` to queue a new one.
 */
export function useMessageSender() {
  const session = useSession()
  const socket = useSocket()
  const client = useQueryClient()
  const userId = session.me?.id

  const flush = useCallback(() => {
    if (!socket?.connected || !userId) return
    for (const item of readOutbox(userId)) {
      if (item.error || inFlight.has(item.clientId)) continue
      inFlight.add(item.clientId)
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck(SOCKET_EVENTS.CHAT_SEND, {
          toUserId: item.toUserId,
          clientId: item.clientId,
          body: item.body,
          ...(item.source ? { source: item.source } : {}),
          ...(item.attachment ? { attachmentId: item.attachment.id } : {}),
        })
        .then(
          (ack: SendAck) => {
            inFlight.delete(item.clientId)
            if (ack.ok) {
              upsertMessage(client, userId, ack.message)
              removeFromOutbox(userId, item.clientId)
              void client.invalidateQueries({ queryKey: CHAT_KEYS.list })
            } else if (PERMANENT_REFUSALS.has(ack.code)) {
              updateOutboxItem(userId, item.clientId, { error: ack.message })
            } else {
              // Rate limited (the message says so) or a server error: try again shortly.
              if (ack.code === 'rate-limited' && !item.delayed) updateOutboxItem(userId, item.clientId, { delayed: true })
              setTimeout(() => flushRef.current?.(), 3_000)
            }
          },
          () => {
            // No answer in time: kept in the outbox and sent again (stored once, by its clientId) now
            // if still connected, otherwise on reconnect.
            inFlight.delete(item.clientId)
            flushRef.current?.()
          },
        )
    }
  }, [socket, userId, client])

  useEffect(() => {
    flushRef.current = flush
    if (!socket) return
    flush()
    socket.on('connect', flush)
    return () => {
      socket.off('connect', flush)
    }
  }, [socket, flush])

  return useCallback(
    (toUserId: string, body: string, source: MessageSource | null = null, attachment: OutboxAttachment | null = null) => {
      if (!userId) return
      addToOutbox(userId, { clientId: newClientId(), toUserId, body, source, attachment, createdAt: new Date().toISOString() })
      flush()
    },
    [userId, flush],
  )
}

const flushRef: { current: (() => void) | undefined } = { current: undefined }

/** Drops a message the server refused for good (after the user saw why). */
export function discardOutboxItem(userId: string, clientId: string) {
  removeFromOutbox(userId, clientId)
}
