import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useSession } from '../../lib/session'
import { cn } from '../../ui/cn'
import { ConversationList } from './components/conversation-list'
import { ConversationView, type Handoff } from './components/conversation-view'
import { useChatLive } from './hooks/use-chat-live'

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
  // The unread count, the title and the outbox are kept live by the frame (SignedInUnreadLive), once per tab.
  useChatLive()

  // A handoff from Tio Chat (issue 7): `draft` (query or state) prefills the composer once, then
  // leaves the URL so a reload or a shared link never refills it; the first send is marked 'tio-chat'.
  const state = location.state as { draft?: unknown; fromTioChat?: unknown } | null
  const draft = params.get('draft') ?? (typeof state?.draft === 'string' ? state.draft : null)
  const fromTioChat = state?.fromTioChat === true || params.get('from') === 'tio-chat'
  const [handoff, setHandoff] = useState<(Handoff & { otherId: string }) | null>(null)
  useEffect(() => {
    if (!otherId || draft === null) return
    setHandoff({ otherId, draft, source: fromTioChat ? 'tio-chat' : null })
    void navigate(`/chat?with=${encodeURIComponent(otherId)}`, { replace: true, state: { otherUserUID: otherId } })
  }, [otherId, draft, fromTioChat, navigate])

  useEffect(() => {
    if (otherId && !params.get('with') && draft === null) {
      void navigate(`/chat?with=${encodeURIComponent(otherId)}`, { replace: true, state: location.state })
    }
  }, [otherId, params, navigate, location.state, draft])

  // Once the user opens another conversation, the handoff is over: coming back never refills it.
  useEffect(() => {
    if (handoff && otherId !== handoff.otherId) setHandoff(null)
  }, [handoff, otherId])

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
            <ConversationView
              key={openOther}
              viewerId={viewerId}
              otherId={openOther}
              onBack={() => void navigate('/chat')}
              handoff={handoff?.otherId === openOther ? handoff : null}
            />
          ) : (
            <p className="p-6 text-center text-ink-muted">Choose a conversation.</p>
          )}
        </div>
      </div>
    </div>
  )
}
