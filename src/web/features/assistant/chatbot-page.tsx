import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ASSISTANT_MESSAGE_MAX } from '../../../shared/schemas/assistant-text'
import type { AssistantConversation, AssistantHandedTo, AssistantStatus } from '../../../shared/schemas/assistant'
import { MESSAGES } from '../../../shared/messages'
import { ApiClientError } from '../../lib/api'
import { useSession } from '../../lib/session'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { assistantApi } from './assistant-api'
import { AssistantComposer, AssistantIntro } from './components/assistant-composer'
import { AssistantConversationList } from './components/conversation-list'
import type { TioChatMessage } from './types'
import { clearVisitorTurns, loadVisitorTurns, saveVisitorTurns } from './visitor-transcript'

// The streaming client (AI SDK and its schemas) loads when a conversation opens, not with the page
// (issue 21 item 1: each route's own chunks at most 50 KB).
const ChatPanel = lazy(() => import('./components/chat-panel').then((m) => ({ default: m.ChatPanel })))
const VisitorChat = lazy(() => import('./components/visitor-chat').then((m) => ({ default: m.VisitorChat })))

type Open =
  | { state: 'none' }
  | { state: 'loading'; id: string }
  | { state: 'ready'; id: string; messages: TioChatMessage[]; firstMessage?: string; handedTo?: AssistantHandedTo | null }
  | { state: 'missing' }

/**
 * /chatBot: Tio Chat. Visitors can try it (answers and suggested experts, kept in the tab until they sign
 * up or log in, issue 24 item 6); signed-in users get their saved conversations (the open one is in
 * `?c=`, so a reload resumes it) and the streamed assistant.
 */
export function ChatbotPage() {
  const session = useSession()
  // A question brought from the search panel (issue 24 item 5): ready to send in a new conversation.
  const [params] = useSearchParams()
  const question = params.get('q')?.trim().slice(0, ASSISTANT_MESSAGE_MAX) || undefined
  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl flex-col px-0 sm:px-4 sm:py-4">
      <h1 className="sr-only">{MESSAGES.tioChat}</h1>
      {session.status === 'signed-in' ? (
        <SignedInChat initialQuestion={question} />
      ) : session.status === 'loading' ? (
        <p role="status" className="p-6 text-ink-muted">
          Loading Tio Chat…
        </p>
      ) : (
        <Suspense
          fallback={
            <p role="status" className="p-6 text-ink-muted">
              Loading Tio Chat…
            </p>
          }
        >
          <VisitorChat initialQuestion={question} />
        </Suspense>
      )}
    </div>
  )
}

function SignedInChat({ initialQuestion }: { initialQuestion?: string }) {
  const [params, setParams] = useSearchParams()
  const activeId = params.get('c')
  const [conversations, setConversations] = useState<AssistantConversation[] | null>(null)
  const [open, setOpen] = useState<Open>({ state: 'none' })
  const [status, setStatus] = useState<AssistantStatus | null>(null)
  const [listError, setListError] = useState<string | null>(null)
  // On a phone the list and the conversation are two screens.
  const [listOpen, setListOpen] = useState(false)

  const refresh = useCallback(() => {
    assistantApi
      .list()
      .then((r) => {
        setConversations(r.conversations)
        setListError(null)
      })
      .catch((e: unknown) => setListError(e instanceof Error ? e.message : 'Could not load your conversations.'))
    assistantApi
      .status()
      .then(setStatus)
      .catch(() => {})
  }, [])

  useEffect(refresh, [refresh])

  // Just signed up or in after trying Tio Chat as a visitor: that conversation moves into the account.
  const claimed = useRef(false)
  useEffect(() => {
    const turns = loadVisitorTurns()
    if (claimed.current || turns.length === 0) return
    claimed.current = true
    clearVisitorTurns()
    assistantApi
      .claim(turns.map((t) => t.question))
      .then((conversation) => {
        setParams({ c: conversation.id })
        refresh()
      })
      .catch((e: unknown) => {
        saveVisitorTurns(turns)
        setListError(
          `Your conversation from before you signed in could not be saved: ${e instanceof Error ? e.message : 'try again later'}.`,
        )
      })
  }, [refresh, setParams])

  useEffect(() => {
    if (!activeId) return setOpen({ state: 'none' })
    if (open.state === 'ready' && open.id === activeId) return
    setOpen({ state: 'loading', id: activeId })
    let cancelled = false
    assistantApi
      .get(activeId)
      .then((r) => {
        if (!cancelled) setOpen({ state: 'ready', id: activeId, messages: r.messages, handedTo: r.handedTo })
      })
      .catch((e: unknown) => {
        if (!cancelled) setOpen(e instanceof ApiClientError && e.status === 404 ? { state: 'missing' } : { state: 'none' })
      })
    return () => {
      cancelled = true
    }
  }, [activeId])

  const openConversation = (id: string) => {
    setListOpen(false)
    setParams({ c: id })
  }
  const startNew = () => {
    setListOpen(false)
    setParams({})
    setOpen({ state: 'none' })
  }

  /** The first question of a new conversation: create it, then the panel sends the question. */
  async function startWith(text: string) {
    const conversation = await assistantApi.create()
    setOpen({ state: 'ready', id: conversation.id, messages: [], firstMessage: text })
    setParams({ c: conversation.id })
    setConversations((list) => [conversation, ...(list ?? [])])
  }

  return (
    <div className="flex min-h-0 flex-1 overflow-hidden border-line sm:rounded-xl sm:border">
      <aside className={cn('min-h-0 w-full border-line md:block md:w-72 md:shrink-0 md:border-r', !listOpen && 'hidden')}>
        <AssistantConversationList
          conversations={conversations}
          activeId={activeId}
          onOpen={openConversation}
          onNew={startNew}
          onRename={async (id, title) => {
            const updated = await assistantApi.rename(id, title)
            setConversations((list) => list?.map((c) => (c.id === id ? updated : c)) ?? null)
          }}
          onDelete={async (id) => {
            await assistantApi.remove(id)
            setConversations((list) => list?.filter((c) => c.id !== id) ?? null)
            if (id === activeId) startNew()
          }}
        />
        {listError ? (
          <p role="alert" className="px-4 text-sm text-red-700">
            {listError}
          </p>
        ) : null}
      </aside>
      <section className={cn('min-h-0 min-w-0 flex-1 flex-col md:flex', listOpen ? 'hidden' : 'flex')} aria-label="Conversation with Tio">
        {/* Wraps on a phone: the title keeps at least 10rem, the quota line goes below it. */}
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-line px-4 py-2">
          <Button size="sm" variant="ghost" className="shrink-0 md:hidden" onClick={() => setListOpen(true)}>
            Your conversations
          </Button>
          <h2 className="min-w-0 flex-1 basis-40 truncate font-semibold" data-testid="conversation-title">
            {conversations?.find((c) => c.id === activeId)?.title ?? MESSAGES.tioChat}
          </h2>
          {status ? (
            <span className="shrink-0 text-xs text-ink-muted">
              {status.engine === 'offline' ? "Tio's offline assistant" : 'AI assistant'} · {status.quota.used}/{status.quota.limit} today
            </span>
          ) : null}
        </header>
        {open.state === 'ready' ? (
          <Suspense fallback={<LoadingConversation />}>
            <ChatPanel
              key={open.id}
              conversationId={open.id}
              initialMessages={open.messages}
              firstMessage={open.firstMessage}
              handedTo={open.handedTo}
              onActivity={refresh}
            />
          </Suspense>
        ) : open.state === 'loading' ? (
          <LoadingConversation />
        ) : open.state === 'missing' ? (
          <div className="p-6">
            <p role="alert">This conversation does not exist or was deleted.</p>
            <Button className="mt-3" onClick={startNew}>
              Start a new conversation
            </Button>
          </div>
        ) : (
          <NewConversation onSend={startWith} initialQuestion={initialQuestion} />
        )}
      </section>
    </div>
  )
}

function LoadingConversation() {
  return (
    <p role="status" className="p-6 text-ink-muted">
      Loading the conversation…
    </p>
  )
}

/** Before the first question: the same composer, creating the conversation on send. */
function NewConversation({ onSend, initialQuestion }: { onSend: (text: string) => Promise<void>; initialQuestion?: string }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function send(text: string): Promise<boolean> {
    setBusy(true)
    setError(null)
    try {
      await onSend(text)
      return true
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not start the conversation.')
      return false
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-4">
        <AssistantIntro />
      </div>
      <AssistantComposer busy={busy} onSend={send} initialDraft={initialQuestion} />
      {error ? (
        <p role="alert" className="px-4 pb-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
