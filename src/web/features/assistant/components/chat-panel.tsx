import { useChat } from '@ai-sdk/react'
import { DefaultChatTransport } from 'ai'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { AssistantHandedTo, AssistantHandoff, AssistantLanguage } from '../../../../shared/schemas/assistant'
import { briefText } from '../../../../shared/schemas/assistant-brief-text'
import { chatErrorMessage } from '../assistant-api'
import type { TioChatMessage } from '../types'
import { AssistantComposer, AssistantIntro } from './assistant-composer'
import { ExpertHandoff } from './expert-handoff'
import { ChatAlert, ReplyChoices, ReplyText, TioThinking } from './reply-parts'

function textOf(message: TioChatMessage): string {
  return message.parts.map((p) => (p.type === 'text' ? p.text : '')).join('')
}

function handoffOf(message: TioChatMessage): AssistantHandoff | null {
  for (const part of message.parts) if (part.type === 'data-handoff') return part.data
  return null
}

/** The language Tio last answered in: the conversation view's own words follow it (issue 24 item 1). */
function languageOf(messages: TioChatMessage[]) {
  for (const m of [...messages].reverse()) {
    const language = m.role === 'assistant' ? (m.metadata?.language ?? handoffOf(m)?.language) : undefined
    if (language) return language
  }
  return undefined
}

/** Where the composer was: the expert now helps, in /chat. */
function HandedTo({ handedTo, language }: { handedTo: AssistantHandedTo; language?: AssistantLanguage }) {
  const t = briefText(language)
  return (
    <div
      className="flex flex-wrap items-center gap-2 border-t border-line bg-surface-muted px-4 py-3 text-sm"
      role="status"
      lang={language}
      data-testid="handed-to"
    >
      <p className="min-w-0 flex-1 font-semibold">{t.handedTo(handedTo.name)}</p>
      <Link to={handedTo.url} className="font-semibold text-brand-700 underline dark:text-brand-300">
        {t.openChat}
      </Link>
    </div>
  )
}

/** One Tio Chat conversation: streamed answers, thinking indicator, Stop, and the expert handoff. */
export function ChatPanel({
  conversationId,
  initialMessages,
  firstMessage,
  handedTo = null,
  onActivity,
}: {
  conversationId: string
  initialMessages: TioChatMessage[]
  /** The expert who took this conversation over (issue 24 item 8): Tio steps back. */
  handedTo?: AssistantHandedTo | null
  /** Sent once on mount (the first question of a new conversation). */
  firstMessage?: string
  onActivity: () => void
}) {
  // The language the server wrote its last answer or refusal in (Content-Language).
  const [responseLanguage, setResponseLanguage] = useState<string>()
  const transport = useMemo(
    () =>
      new DefaultChatTransport<TioChatMessage>({
        api: `/api/assistant/conversations/${encodeURIComponent(conversationId)}/messages`,
        credentials: 'same-origin',
        fetch: async (input, init) => {
          const response = await fetch(input, init)
          setResponseLanguage(response.headers.get('content-language') ?? undefined)
          return response
        },
        // The server keeps the conversation; only the new message travels.
        prepareSendMessagesRequest: ({ messages }) => ({ body: { text: textOf(messages[messages.length - 1]!) } }),
      }),
    [conversationId],
  )
  const { messages, sendMessage, status, stop, error, clearError } = useChat<TioChatMessage>({
    id: conversationId,
    messages: initialMessages,
    transport,
    onFinish: () => onActivity(),
  })
  const sentFirst = useRef(false)
  const bottom = useRef<HTMLDivElement>(null)
  const busy = status === 'submitted' || status === 'streaming'

  useEffect(() => {
    if (firstMessage && !sentFirst.current) {
      sentFirst.current = true
      void sendMessage({ text: firstMessage }).then(onActivity)
    }
  }, [firstMessage, sendMessage, onActivity])

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' })
  }, [messages, status])

  const last = messages[messages.length - 1]
  const language = languageOf(messages)
  const errorText = chatErrorMessage(error, language)

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4" aria-live="polite" aria-busy={busy} data-testid="tio-chat-log">
        {messages.length === 0 ? (
          <AssistantIntro />
        ) : (
          <ol className="mx-auto max-w-3xl space-y-4">
            {messages.map((m, i) => {
              const handoff = m.role === 'assistant' ? handoffOf(m) : null
              const text = textOf(m)
              // A question is in the language of the answer to it.
              const answer = m.role === 'user' ? messages[i + 1] : m
              return (
                <li key={m.id} className={m.role === 'user' ? 'flex justify-end' : ''} data-role={m.role}>
                  {m.role === 'user' ? (
                    <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 whitespace-pre-wrap text-white">
                      <span className="sr-only">You: </span>
                      <span lang={answer?.role === 'assistant' ? answer.metadata?.language : undefined}>{text}</span>
                    </div>
                  ) : (
                    <div className="max-w-full rounded-2xl rounded-bl-sm bg-surface-muted px-4 py-3" data-testid="assistant-message">
                      <span className="sr-only">Tio: </span>
                      {text ? (
                        <ReplyText
                          text={text}
                          language={m.metadata?.language}
                          offline={m.metadata?.kind !== 'llm' && m.metadata?.engine !== 'llm'}
                        />
                      ) : null}
                      {handoff ? <ExpertHandoff handoff={handoff} conversationId={handedTo ? undefined : conversationId} /> : null}
                      {handoff?.choices?.length && m.id === last?.id && !handedTo ? (
                        <ReplyChoices
                          label={briefText(handoff.language).choices}
                          language={handoff.language}
                          choices={handoff.choices}
                          labels={handoff.choiceLabels}
                          disabled={busy}
                          onChoose={(choice) => void sendMessage({ text: choice })}
                        />
                      ) : null}
                    </div>
                  )}
                </li>
              )
            })}
          </ol>
        )}
        {status === 'submitted' || (status === 'streaming' && last?.role === 'assistant' && !textOf(last)) ? (
          <TioThinking language={language} />
        ) : null}
        {errorText ? <ChatAlert text={errorText} language={responseLanguage ?? language} /> : null}
        <div ref={bottom} />
      </div>
      {handedTo ? (
        <HandedTo handedTo={handedTo} language={language} />
      ) : (
        <AssistantComposer
          busy={busy}
          onStop={() => void stop()}
          onSend={(text) => {
            clearError()
            void sendMessage({ text })
            return true
          }}
        />
      )}
    </div>
  )
}
