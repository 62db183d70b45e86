import { useEffect } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useSession } from '../../lib/session'
import { cn } from '../../ui/cn'
import { ConversationList } from './components/conversation-list'
import { ConversationView } from './components/conversation-view'
import { useChatLive } from './hooks/use-chat-live'
import { useUnreadCount } from './hooks/use-unread-count'

/**
 * /chat: the conversation list and the open conversation side by side; on a phone, two screens.
 * The other person comes from `?with=<id>` or the navigation state `{ otherUserUID }` (PROT-03),
 * which is copied into the URL so a reload keeps it.
 */
export function ChatPage() {
  const session = useSession()
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const fromState = (location.state as { otherUserUID?: unknown } | null)?.otherUserUID
  const otherId = params.get('with') ?? (typeof fromState === 'string' ? fromState : null)
  useChatLive()
  useUnreadCount()

  useEffect(() => {
    if (otherId && !params.get('with')) {
      void navigate(`/chat?with=${encodeURIComponent(otherId)}`, { replace: true, state: location.state })
    }
  }, [otherId, params, navigate, location.state])

  if (session.status !== 'signed-in') return null
  const viewerId = session.me.id
  const openOther = otherId && otherId !== viewerId ? otherId : null

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl flex-col px-0 sm:px-4 sm:py-4">
      <h1 className="sr-only">Messages</h1>
      <div className="flex min-h-0 flex-1 overflow-hidden border-line sm:rounded-xl sm:border">
        <aside
          className={cn('min-h-0 w-full overflow-y-auto border-line md:block md:w-80 md:shrink-0 md:border-r', openOther && 'hidden')}
          aria-label="Conversation list"
        >
          <h2 className="px-4 pt-4 pb-2 text-lg font-bold">Messages</h2>
          <ConversationList viewerId={viewerId} activeId={openOther} />
        </aside>
        <div className={cn('min-h-0 min-w-0 flex-1', !openOther && 'hidden md:flex md:items-center md:justify-center')}>
          {openOther ? (
            <ConversationView key={openOther} viewerId={viewerId} otherId={openOther} onBack={() => void navigate('/chat')} />
          ) : (
            <p className="p-6 text-center text-ink-muted">Choose a conversation.</p>
          )}
        </div>
      </div>
    </div>
  )
}
