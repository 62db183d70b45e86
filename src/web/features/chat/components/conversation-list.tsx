import { Link } from 'react-router'
import { messagePreview, type ChatSummary } from '../../../../shared/schemas/chat'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import { Avatar } from '../../../ui/avatar'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { Skeleton } from '../../../ui/skeleton'
import { CHAT_KEYS, fetchChats } from '../chat-api'
import { shortTime } from './time'
import { LoadError } from '../../../ui/load-error'

/** Conversations, latest activity first: photo, name, last message, time and unread count. */
export function ConversationList({ viewerId, activeId }: { viewerId: string; activeId: string | null }) {
  const query = useCursorPages(CHAT_KEYS.list, fetchChats)
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-busy="true" aria-label="Loading conversations">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    )
  }
  if (query.isError) {
    return <LoadError className="p-4" error={query.error} onRetry={() => void query.refetch()} />
  }
  const chats = query.data.pages.flatMap((p) => p.chats)
  if (chats.length === 0) {
    return <p className="p-4 text-sm text-ink-muted">No conversations yet. Find an expert and press Message to start one.</p>
  }
  return (
    <nav aria-label="Conversations">
      <ul className="divide-y divide-line">
        {chats.map((chat) => (
          <ConversationItem key={chat.chatId} chat={chat} viewerId={viewerId} active={chat.other.id === activeId} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="p-3">
          <Button variant="ghost" size="sm" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            Older conversations
          </Button>
        </div>
      ) : null}
    </nav>
  )
}

function ConversationItem({ chat, viewerId, active }: { chat: ChatSummary; viewerId: string; active: boolean }) {
  const last = chat.lastMessage
  // A conversation opened by a booking has no message yet.
  const preview = last ? `${last.senderId === viewerId ? 'You: ' : ''}${messagePreview(last)}` : 'No messages yet'
  return (
    <li>
      <Link
        to={`/chat?with=${encodeURIComponent(chat.other.id)}`}
        state={{ otherUserUID: chat.other.id }}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 px-4 py-3 hover:bg-surface-muted focus-visible:bg-surface-muted',
          active && 'bg-brand-50 dark:bg-brand-900/30',
        )}
        data-testid="conversation-item"
      >
        <Avatar src={chat.other.photoURL || null} name={chat.other.name} decorative size={44} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold">{chat.other.name}</span>
            <time dateTime={chat.lastActivityAt} className="shrink-0 text-xs text-ink-muted">
              {shortTime(chat.lastActivityAt)}
            </time>
          </span>
          <span className="flex items-center justify-between gap-2">
            <span data-truncates className={cn('truncate text-sm', chat.unreadCount ? 'font-semibold text-ink' : 'text-ink-muted')}>
              {preview}
            </span>
            {chat.unreadCount > 0 ? (
              <span
                className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white"
                aria-label={`${chat.unreadCount} unread`}
                data-testid="unread-count"
              >
                {chat.unreadCount}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  )
}
