import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ASSISTANT_MESSAGE_MAX, type AssistantConversation, type AssistantStatus } from '../../../shared/schemas/assistant'
import { MESSAGES } from '../../../shared/messages'
import { ApiClientError } from '../../lib/api'
import { useSession } from '../../lib/session'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { TextAreaField } from '../../ui/field'
import { useAuthDialogs } from '../auth/auth-dialogs'
import { assistantApi } from './assistant-api'
import { ChatPanel } from './components/chat-panel'
import { AssistantConversationList } from './components/conversation-list'
import type { TioChatMessage } from './types'

type Open =
  | { state: 'none' }
  | { state: 'loading'; id: string }
  | { state: 'ready'; id: string; messages: TioChatMessage[]; firstMessage?: string }
  | { state: 'missing' }

/**
 * /chatBot: Tio Chat. Visitors see the page with a sign-in prompt; signed-in users get their saved
 * conversations (the open one is in `?c=`, so a reload resumes it) and the streamed assistant.
 */
export function ChatbotPage() {
  const session = useSession()
  const dialogs = useAuthDialogs()
  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl flex-col px-0 sm:px-4 sm:py-4">
      <h1 className="sr-only">{MESSAGES.tioChat}</h1>
      {session.status === 'signed-in' ? (
        <SignedInChat />
      ) : session.status === 'loading' ? (
        <p role="status" className="p-6 text-ink-muted">
          Loading Tio Chat…
        </p>
      ) : (
        <div className="mx-auto max-w-xl px-4 py-16 text-center">
          <p className="text-3xl font-bold tracking-tight">{MESSAGES.tioChat}</p>
          <p className="mt-4 text-lg text-ink-muted">
            Describe your problem in your own words: Tio answers first, then hands you over to the right verified human expert.
          </p>
          <p className="mt-6">Log in or create a free account to chat with Tio.</p>
          <div className="mt-4 flex justify-center gap-3">
            <Button onClick={dialogs.openLogin}>Log in to chat</Button>
            <Button variant="secondary" onClick={dialogs.openSignUp}>
              Sign up
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}

function SignedInChat() {
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
      .then((r) => { setConversations(r.conversations); setListError(null) })
      .catch((e: unknown) => setListError(e instanceof Error ? e.message : 'Could not load your conversations.'))
    assistantApi.status().then(setStatus).catch(() => {})
  }, [])

  useEffect(refresh, [refresh])

  useEffect(() => {
    if (!activeId) return setOpen({ state: 'none' })
    if (open.state === 'ready' && open.id === activeId) return
    setOpen({ state: 'loading', id: activeId })
    let cancelled = false
    assistantApi
      .get(activeId)
      .then((r) => { if (!cancelled) setOpen({ state: 'ready', id: activeId, messages: r.messages }) })
      .catch((e: unknown) => { if (!cancelled) setOpen(e instanceof ApiClientError && e.status === 404 ? { state: 'missing' } : { state: 'none' }) })
    return () => { cancelled = true }
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
        {listError ? <p role="alert" className="px-4 text-sm text-red-700">{listError}</p> : null}
      </aside>
      <section className={cn('min-h-0 min-w-0 flex-1 flex-col md:flex', listOpen ? 'hidden' : 'flex')} aria-label="Conversation with Tio">
        <header className="flex items-center gap-2 border-b border-line px-4 py-2">
          <Button size="sm" variant="ghost" className="md:hidden" onClick={() => setListOpen(true)}>
            Your conversations
          </Button>
          <h2 className="min-w-0 flex-1 truncate font-semibold">
            {conversations?.find((c) => c.id === activeId)?.title ?? MESSAGES.tioChat}
          </h2>
          {status ? (
            <span className="text-xs text-ink-muted">
              {status.engine === 'offline' ? "Tio's offline assistant" : 'AI assistant'} · {status.quota.used}/{status.quota.limit} today
            </span>
          ) : null}
        </header>
        {open.state === 'ready' ? (
          <ChatPanel key={open.id} conversationId={open.id} initialMessages={open.messages} firstMessage={open.firstMessage} onActivity={refresh} />
        ) : open.state === 'loading' ? (
          <p role="status" className="p-6 text-ink-muted">Loading the conversation…</p>
        ) : open.state === 'missing' ? (
          <div className="p-6">
            <p role="alert">This conversation does not exist or was deleted.</p>
            <Button className="mt-3" onClick={startNew}>Start a new conversation</Button>
          </div>
        ) : (
          <NewConversation onSend={startWith} />
        )}
      </section>
    </div>
  )
}

/** Before the first question: the same composer, creating the conversation on send. */
function NewConversation({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const [error, setError] = useState<string | null>(null)
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <StarterComposer
        onSend={async (text: string) => {
          try {
            setError(null)
            await onSend(text)
          } catch (e) {
            setError(e instanceof Error ? e.message : 'Could not start the conversation.')
          }
        }}
      />
      {error ? <p role="alert" className="px-4 pb-3 text-sm text-red-700">{error}</p> : null}
    </div>
  )
}

function StarterComposer({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  // A panel without a conversation yet: the first send creates one.
  return (
    <ChatPanelShell busy={busy} onSend={async (text) => { setBusy(true); try { await onSend(text) } finally { setBusy(false) } }} />
  )
}

function ChatPanelShell({ busy, onSend }: { busy: boolean; onSend: (text: string) => Promise<void> }) {
  const [draft, setDraft] = useState('')
  const [inputError, setInputError] = useState<string | undefined>()
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-10 text-center text-ink-muted">
        <p className="text-lg font-semibold text-ink">What can Tio help you with?</p>
        <p className="mx-auto mt-2 max-w-xl">
          Describe your problem in your own words. Tio answers first, then hands you over to the right human expert.
        </p>
      </div>
      <form
        className="border-t border-line bg-surface p-3"
        onSubmit={(e) => {
          e.preventDefault()
          const text = draft.trim()
          if (!text) return setInputError('Write a message first.')
          setInputError(undefined)
          void onSend(text)
        }}
      >
        <div className="mx-auto flex max-w-3xl items-end gap-2">
          <div className="flex-1">
            <TextAreaField
              label="Message to Tio"
              rows={2}
              value={draft}
              maxLength={ASSISTANT_MESSAGE_MAX}
              error={inputError}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault()
                  e.currentTarget.form?.requestSubmit()
                }
              }}
              placeholder="e.g. There's a crack above our back door that keeps getting wider"
            />
          </div>
          <Button type="submit" disabled={busy}>
            Send
          </Button>
        </div>
      </form>
    </>
  )
}
