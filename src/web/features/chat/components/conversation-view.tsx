import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { Call } from '../../../../shared/schemas/call'
import type { ChatMessage, MessageAttachment, MessageSource, TypingEvent } from '../../../../shared/schemas/chat'
import { getErrorMessage, MESSAGES } from '../../../../shared/messages'
import { SOCKET_EVENTS } from '../../../../shared/socket-events'
import { ApiClientError } from '../../../lib/api'
import { useSocket, useSocketConnected, useSocketEvent } from '../../../lib/socket'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import { Avatar } from '../../../ui/avatar'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { Skeleton } from '../../../ui/skeleton'
import { CHAT_KEYS, fetchMessages, markRead } from '../chat-api'
import { discardOutboxItem, useMessageSender, usePendingMessages } from '../hooks/use-chat-live'
import type { OutboxAttachment, OutboxItem } from '../outbox'
import { CallButtons, CallCard } from '../../calls'
import { BlockButton, useBlock } from '../../contacts'
import { Composer } from './composer'
import { MessageAttachmentView } from './message-attachment'
import { MessageText } from './message-text'
import { clockTime, dayKey, dayLabel } from './time'
import { ChatBookingCards } from '../../consultations'
import { TioChatBriefCard, useTioChatBriefs } from '../../assistant'
import type { AssistantBriefCard } from '../../../../shared/schemas/assistant'

const TYPING_SEND_EVERY_MS = 2_000
const TYPING_SHOW_MS = 4_000

/** A prefilled first message (Tio Chat's handoff): put in the composer once; its send carries `source`. */
export interface Handoff {
  draft: string
  source: MessageSource | null
}

/** One conversation: history (older pages load as you scroll up), typing indicator and composer. */
export function ConversationView({
  viewerId,
  otherId,
  onBack,
  handoff = null,
}: {
  viewerId: string
  otherId: string
  onBack: () => void
  handoff?: Handoff | null
}) {
  const client = useQueryClient()
  const socket = useSocket()
  const connected = useSocketConnected()
  const send = useMessageSender()
  const query = useCursorPages(CHAT_KEYS.messages(otherId), (cursor) => fetchMessages(otherId, cursor))
  const messages = query.data?.pages.flatMap((p) => p.messages) ?? []
  const calls = query.data?.pages.flatMap((p) => p.calls ?? []) ?? []
  const outbox = usePendingMessages(viewerId, otherId, messages)
  const other = query.data?.pages[0]?.other
  const otherName = other?.name ?? 'this person'
  // A link to someone who is not (or no longer) on Tio: nothing to write, call or block.
  const unknownPerson = query.error instanceof ApiClientError && query.error.status === 404
  const { blocked } = useBlock(otherId)
  // "From Tio Chat" brief cards (issue 24 item 7), above the message each came with.
  const briefs = useTioChatBriefs(
    otherId,
    messages.some((m) => m.source === 'tio-chat'),
  )
  // The handoff's source goes with the first message sent after the prefill, and only that one.
  const handoffSent = useRef<Handoff | null>(null)
  const onSend = (body: string, attachment: OutboxAttachment | null) => {
    const source = handoff && handoffSent.current !== handoff ? handoff.source : null
    handoffSent.current = handoff
    send(otherId, body, source, attachment)
  }

  // Read what is on screen: when the tab is visible and messages to the viewer are unread.
  const unreadIds = messages
    .filter((m) => m.receiverId === viewerId && !m.isRead)
    .map((m) => m.id)
    .join(',')
  const marking = useRef('')
  useEffect(() => {
    if (!unreadIds) return
    const mark = () => {
      if (document.visibilityState !== 'visible' || marking.current === unreadIds) return
      marking.current = unreadIds
      markRead(otherId)
        .then(() => client.invalidateQueries({ queryKey: CHAT_KEYS.list }))
        .catch((error: unknown) => {
          marking.current = ''
          console.warn('marking the conversation read failed', error)
        })
    }
    mark()
    document.addEventListener('visibilitychange', mark)
    return () => document.removeEventListener('visibilitychange', mark)
  }, [unreadIds, otherId, client])

  const [typingUntil, setTypingUntil] = useState(0)
  const [, rerender] = useState(0)
  const onTypingEvent = useCallback(
    (event: TypingEvent) => {
      if (event.fromUserId === otherId) setTypingUntil(Date.now() + TYPING_SHOW_MS)
    },
    [otherId],
  )
  useSocketEvent(SOCKET_EVENTS.CHAT_TYPING, onTypingEvent)
  const lastFromOther = messages.find((m) => m.senderId === otherId)?.id
  useEffect(() => setTypingUntil(0), [lastFromOther])
  useEffect(() => {
    if (typingUntil <= Date.now()) return
    const timer = setTimeout(() => rerender((n) => n + 1), typingUntil - Date.now() + 10)
    return () => clearTimeout(timer)
  }, [typingUntil])
  const otherTyping = typingUntil > Date.now()

  const lastTypingSent = useRef(0)
  const onTyping = useCallback(() => {
    if (!socket?.connected || Date.now() - lastTypingSent.current < TYPING_SEND_EVERY_MS) return
    lastTypingSent.current = Date.now()
    socket.emit(SOCKET_EVENTS.CHAT_TYPING, { toUserId: otherId })
  }, [socket, otherId])

  // Older pages load when the top of the history scrolls into view.
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  useEffect(() => {
    const node = sentinel.current
    if (!node || !hasNextPage) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={`Conversation with ${otherName}`}>
      <header className="flex items-center gap-3 border-b border-line px-3 py-2">
        <Button variant="ghost" size="sm" className="md:hidden" onClick={onBack} aria-label="All conversations">
          <ArrowLeft aria-hidden="true" className="size-4" />
        </Button>
        {other ? <Avatar src={other.photoURL || null} name={other.name} size={36} /> : <Skeleton className="size-9 rounded-full" />}
        <h2 className="min-w-0 flex-1 truncate text-base font-semibold">
          {other?.profilePath ? (
            <Link to={other.profilePath} className="hover:underline">
              {other.name}
            </Link>
          ) : (
            (other?.name ?? '…')
          )}
        </h2>
        {unknownPerson ? null : (
          <>
            <CallButtons otherId={otherId} otherName={otherName} disabled={!other || other.deleted || blocked} />
            <BlockButton userId={otherId} name={otherName} disabled={!other || other.deleted} />
          </>
        )}
      </header>
      {unknownPerson ? null : <ChatBookingCards viewerId={viewerId} otherId={otherId} />}

      <div className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto px-3 py-4" data-testid="message-scroller">
        <div aria-live="polite" className="min-h-6 px-1 text-sm text-ink-muted">
          {otherTyping ? `${otherName} is typing…` : null}
        </div>
        <ol role="log" aria-label={`Messages with ${otherName}`} className="flex flex-col-reverse gap-1">
          {[...outbox].reverse().map((item) => (
            <PendingBubble key={item.clientId} item={item} viewerId={viewerId} online={connected} />
          ))}
          {renderHistory(timeline(messages, calls), {
            complete: !hasNextPage,
            message: (message) => (
              <Bubble key={message.id} message={message} own={message.senderId === viewerId} brief={briefs.get(message.id)} />
            ),
            call: (call) => (
              <CallCard
                key={call.id}
                call={call}
                viewerId={viewerId}
                otherName={otherName}
                time={clockTime(call.createdAt)}
                disabled={!other || other.deleted || blocked}
              />
            ),
          })}
        </ol>
        {query.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading messages">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
          </div>
        ) : null}
        {unknownPerson ? (
          <div role="alert" className="p-2 text-center text-sm">
            {MESSAGES.chatNoSuchPerson}{' '}
            <Link to="/chat" className="font-semibold text-brand-700 underline dark:text-brand-300">
              {MESSAGES.backToConversations}
            </Link>
          </div>
        ) : query.isError ? (
          <div role="alert" className="p-2 text-sm">
            {getErrorMessage(query.error)}{' '}
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {query.isSuccess && messages.length === 0 && calls.length === 0 && outbox.length === 0 ? (
          <p className="py-8 text-center text-sm text-ink-muted">No messages yet. Say hello to {otherName}.</p>
        ) : null}
        <div ref={sentinel} className="flex justify-center py-1">
          {hasNextPage ? (
            <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
            </Button>
          ) : null}
        </div>
      </div>

      {unknownPerson ? null : other?.deleted ? (
        <p className="border-t border-line p-3 text-sm text-ink-muted">This account was deleted; you can no longer reply.</p>
      ) : blocked ? (
        <p className="border-t border-line p-3 text-sm text-ink-muted" data-testid="blocked-notice">
          {MESSAGES.youBlocked(otherName)}
        </p>
      ) : (
        <Composer otherName={otherName} onSend={onSend} onTyping={onTyping} draft={handoff?.draft} />
      )}
    </section>
  )
}

type TimelineEntry = { at: string; id: string } & ({ message: ChatMessage } | { call: Call })

/** Messages and finished calls (issue 22 item 1) as one list, newest first. */
function timeline(messages: ChatMessage[], calls: Call[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...messages.map((message) => ({ at: message.createdAt, id: message.id, message })),
    ...calls.map((call) => ({ at: call.createdAt, id: call.id, call })),
  ]
  return entries.sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
}

/** Newest first (the list is column-reversed), with a day separator above each day's first entry. */
function renderHistory(
  entries: TimelineEntry[],
  { complete, message, call }: { complete: boolean; message: (m: ChatMessage) => ReactNode; call: (c: Call) => ReactNode },
): ReactNode[] {
  const nodes: ReactNode[] = []
  entries.forEach((entry, index) => {
    nodes.push('message' in entry ? message(entry.message) : call(entry.call))
    const older = entries[index + 1]
    if ((older && dayKey(older.at) !== dayKey(entry.at)) || (!older && complete)) {
      nodes.push(
        <li key={`day-${entry.id}`} className="my-3 flex justify-center" role="separator" aria-label={dayLabel(entry.at)}>
          <span className="rounded-full bg-surface-muted px-3 py-0.5 text-xs text-ink-muted">{dayLabel(entry.at)}</span>
        </li>,
      )
    }
  })
  return nodes
}

function Bubble({ message, own, brief }: { message: ChatMessage; own: boolean; brief?: AssistantBriefCard }) {
  return (
    <li className={cn('flex flex-col', own ? 'items-end' : 'items-start')} data-testid={own ? 'own-message' : 'their-message'}>
      {brief ? <TioChatBriefCard card={brief} /> : null}
      <MessageContent
        body={message.body}
        attachment={message.attachment}
        own={own}
        className={own ? 'bg-brand-600 text-white' : 'bg-surface-muted text-ink'}
      />
      <span className="mt-0.5 px-1 text-xs text-ink-muted">
        {message.source === 'tio-chat' ? (
          <Badge tone="brand" className="mr-1">
            From Tio Chat
          </Badge>
        ) : null}
        <time dateTime={message.createdAt}>{clockTime(message.createdAt)}</time>
        {own ? <span data-testid="message-status"> · {message.isRead ? 'Read' : 'Sent'}</span> : null}
      </span>
    </li>
  )
}

/** A bubble's content: the attached file above the text; either may be absent. */
function MessageContent({
  body,
  attachment,
  own,
  className,
}: {
  body: string
  attachment: MessageAttachment | null
  own: boolean
  className: string
}) {
  return (
    <div className={cn('flex min-w-0 max-w-[80%] flex-col gap-2 rounded-2xl text-sm', attachment ? 'p-1.5' : 'px-3 py-2', className)}>
      {attachment ? <MessageAttachmentView attachment={attachment} own={own} /> : null}
      {body.trim() ? (
        <div className={attachment ? 'px-1.5 pb-0.5' : undefined}>
          <MessageText body={body} />
        </div>
      ) : null}
    </div>
  )
}

function PendingBubble({ item, viewerId, online }: { item: OutboxItem; viewerId: string; online: boolean }) {
  return (
    <li className="flex flex-col items-end" data-testid="own-message">
      <MessageContent body={item.body} attachment={item.attachment ?? null} own className="bg-brand-600/70 text-white" />
      <span className="mt-0.5 px-1 text-xs text-ink-muted" data-testid="message-status">
        {item.error ? (
          <span className="text-red-700 dark:text-red-400">
            Not sent: {item.error}{' '}
            <button type="button" className="underline" onClick={() => discardOutboxItem(viewerId, item.clientId)}>
              Discard
            </button>
          </span>
        ) : !online ? (
          MESSAGES.chatWaitingForConnection
        ) : item.delayed ? (
          <span role="status" className="text-amber-800 dark:text-amber-300">
            {MESSAGES.chatSendingTooFast}
          </span>
        ) : (
          MESSAGES.chatSending
        )}
      </span>
    </li>
  )
}
