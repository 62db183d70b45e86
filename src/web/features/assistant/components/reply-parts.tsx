import { lazy, Suspense, useId } from 'react'
import { chatText } from '../../../../shared/schemas/assistant-chat-text'
import type { AssistantLanguage } from '../../../../shared/schemas/assistant-text'
import { Button } from '../../../ui/button'

// The Markdown renderer (react-markdown, remark-gfm) loads with the first answer, not with the page
// (issue 21 item 1: each route's own chunk at most 50 KB); until it is there the answer shows as text.
const MarkdownMessage = lazy(() => import('./markdown-message').then((m) => ({ default: m.MarkdownMessage })))

/**
 * Tio's answer, as Markdown once the renderer has loaded, marked with its language. An offline answer
 * (`offline`) in another language quotes only Tio's English help pages and smart answers: its quotes
 * are marked English.
 */
export function ReplyText({ text, language, offline }: { text: string; language?: AssistantLanguage; offline: boolean }) {
  return (
    <div lang={language}>
      <Suspense fallback={<p className="break-words whitespace-pre-wrap">{text}</p>}>
        <MarkdownMessage text={text} quoteLang={offline && language && language !== 'en' ? 'en' : undefined} />
      </Suspense>
    </div>
  )
}

interface ReplyChoicesProps {
  /** The group's name, in the reply's language ("Which is closest?"). */
  label: string
  language?: AssistantLanguage
  choices: string[]
  /** What each button shows, in the reply's language (the choice is what is sent); the choice itself without them. */
  labels?: string[]
  disabled: boolean
  onChoose: (choice: string) => void
}

/** The answers Tio offers to its own question, a button each. */
export function ReplyChoices({ label, language, choices, labels, disabled, onChoose }: ReplyChoicesProps) {
  const labelId = useId()
  // Named by a hidden element so the name has its own language; a button shows its field in the
  // reply's language when a label is given, else the canonical (English) title.
  return (
    <div role="group" aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-2" data-testid="tio-choices">
      <span id={labelId} lang={language} hidden>
        {label}
      </span>
      {choices.map((choice, i) => (
        <Button
          key={choice}
          size="sm"
          variant="secondary"
          lang={labels?.[i] ? language : undefined}
          disabled={disabled}
          onClick={() => onChoose(choice)}
        >
          {labels?.[i] ?? choice}
        </Button>
      ))}
    </div>
  )
}

/** Why the last question went unanswered, in the language the server or the view wrote it in. */
export function ChatAlert({ text, language }: { text: string; language?: string }) {
  return (
    <p
      role="alert"
      lang={language}
      className="mx-auto mt-4 max-w-3xl rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {text}
    </p>
  )
}

/** "Tio is thinking…" in the language Tio last answered in. */
export function TioThinking({ language }: { language?: AssistantLanguage }) {
  return (
    <p
      role="status"
      lang={language}
      className="mx-auto mt-4 flex max-w-3xl items-center gap-2 text-sm text-ink-muted"
      data-testid="tio-thinking"
    >
      <span className="inline-flex gap-1" aria-hidden="true">
        <span className="size-2 animate-bounce rounded-full bg-brand-500" />
        <span className="size-2 animate-bounce rounded-full bg-brand-500 [animation-delay:150ms]" />
        <span className="size-2 animate-bounce rounded-full bg-brand-500 [animation-delay:300ms]" />
      </span>
      {chatText(language).thinking}
    </p>
  )
}
