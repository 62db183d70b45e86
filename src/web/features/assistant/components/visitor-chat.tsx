import { useEffect, useRef, useState } from 'react'
import { briefText } from '../../../../shared/schemas/assistant-brief-text'
import { chatText } from '../../../../shared/schemas/assistant-chat-text'
import { ASSISTANT_VISITOR_MAX_QUESTIONS } from '../../../../shared/schemas/assistant-text'
import { Button } from '../../../ui/button'
import { useAuthDialogs } from '../../auth'
import { assistantApi } from '../assistant-api'
import { loadVisitorTurns, saveVisitorTurns, type VisitorTurn } from '../visitor-transcript'
import { AssistantComposer, AssistantIntro } from './assistant-composer'
import { ExpertHandoff } from './expert-handoff'
import { ApiClientError } from '../../../lib/api'
import { ChatAlert, ReplyChoices, ReplyText, TioThinking } from './reply-parts'

/**
 * Tio Chat for a visitor (issue 24 item 6): ask and read Tio's answers and suggested experts without an
 * account. Messaging an expert or keeping the conversation asks to sign up or log in; the conversation
 * (kept in this tab) then moves into the account (see SignedInChat's claim).
 */
export function VisitorChat({ initialQuestion }: { initialQuestion?: string }) {
  const dialogs = useAuthDialogs()
  const [turns, setTurns] = useState<VisitorTurn[]>([])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<{ text: string; language?: string } | null>(null)
  const bottom = useRef<HTMLDivElement>(null)

  useEffect(() => {
    setTurns(loadVisitorTurns())
  }, [])
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' })
  }, [turns, busy])

  const full = turns.length >= ASSISTANT_VISITOR_MAX_QUESTIONS
  const last = turns[turns.length - 1]
  // The language Tio last answered in: the conversation view's own words follow it (issue 24 item 1).
  const language = last?.reply.language

  async function send(text: string): Promise<boolean> {
    if (busy || full) return false
    setBusy(true)
    setError(null)
    try {
      const reply = await assistantApi.askAsVisitor([...turns.map((t) => t.question), text])
      const next = [...turns, { id: crypto.randomUUID(), question: text, reply }]
      setTurns(next)
      saveVisitorTurns(next)
      return true
    } catch (e) {
      setError(
        e instanceof ApiClientError && e.status > 0
          ? { text: e.message, language: e.language }
          : { text: chatText(language).couldNotAnswer, language },
      )
      return false
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-hidden border-line sm:rounded-xl sm:border">
      <header className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-2">
        <h2 className="min-w-0 flex-1 basis-40 font-semibold">Try Tio Chat</h2>
        <span className="text-xs text-ink-muted">No account needed to ask</span>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4" aria-live="polite" aria-busy={busy} data-testid="tio-chat-log">
        {turns.length === 0 ? (
          <AssistantIntro />
        ) : (
          <ol className="mx-auto max-w-3xl space-y-4">
            {turns.map((turn) => (
              <li key={turn.id} className="space-y-4">
                <div className="flex justify-end" data-role="user">
                  <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 whitespace-pre-wrap text-white">
                    <span className="sr-only">You: </span>
                    <span lang={turn.reply.language}>{turn.question}</span>
                  </div>
                </div>
                <div
                  className="max-w-full rounded-2xl rounded-bl-sm bg-surface-muted px-4 py-3"
                  data-role="assistant"
                  data-testid="assistant-message"
                >
                  <span className="sr-only">Tio: </span>
                  <ReplyText text={turn.reply.text} language={turn.reply.language} offline />
                  {turn.reply.handoff ? <ExpertHandoff handoff={turn.reply.handoff} onContact={dialogs.openSignUp} /> : null}
                  {turn.reply.handoff?.choices?.length && turn === last && !full ? (
                    <ReplyChoices
                      label={briefText(turn.reply.handoff.language).choices}
                      language={turn.reply.handoff.language}
                      choices={turn.reply.handoff.choices}
                      labels={turn.reply.handoff.choiceLabels}
                      disabled={busy}
                      onChoose={(choice) => void send(choice)}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}
        {busy ? <TioThinking language={language} /> : null}
        {error ? <ChatAlert text={error.text} language={error.language} /> : null}
        <div ref={bottom} />
      </div>
      {turns.length > 0 ? (
        <div
          className="flex flex-wrap items-center gap-2 border-t border-line bg-surface-muted px-4 py-2 text-sm"
          data-testid="visitor-keep"
        >
          <p className="min-w-0 flex-1 basis-56">
            {full
              ? `You've asked ${ASSISTANT_VISITOR_MAX_QUESTIONS} questions. Sign up or log in to keep going: this conversation comes with you.`
              : 'Sign up or log in to keep this conversation and message an expert.'}
          </p>
          <Button size="sm" onClick={dialogs.openSignUp}>
            Sign up to keep it
          </Button>
          <Button size="sm" variant="secondary" onClick={dialogs.openLogin}>
            Log in
          </Button>
        </div>
      ) : null}
      {full ? null : <AssistantComposer busy={busy} onSend={send} initialDraft={initialQuestion} />}
    </div>
  )
}
