import { lazy, Suspense } from 'react'
import { Button } from '../../../ui/button'

// The Markdown renderer (react-markdown, remark-gfm) loads with the first answer, not with the page
// (issue 21 item 1: each route's own chunk at most 50 KB); until it is there the answer shows as text.
const MarkdownMessage = lazy(() => import('./markdown-message').then((m) => ({ default: m.MarkdownMessage })))

/** Tio's answer, as Markdown once the renderer has loaded. */
export function ReplyText({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="break-words whitespace-pre-wrap">{text}</p>}>
      <MarkdownMessage text={text} />
    </Suspense>
  )
}

interface ReplyChoicesProps {
  /** The group's name, in the reply's language ("Which is closest?"). */
  label: string
  choices: string[]
  /** What each button shows, in the reply's language (the choice is what is sent); the choice itself without them. */
  labels?: string[]
  disabled: boolean
  onChoose: (choice: string) => void
}

/** The answers Tio offers to its own question, a button each. */
export function ReplyChoices({ label, choices, labels, disabled, onChoose }: ReplyChoicesProps) {
  return (
    <div role="group" aria-label={label} className="mt-3 flex flex-wrap gap-2" data-testid="tio-choices">
      {choices.map((choice, i) => (
        <Button key={choice} size="sm" variant="secondary" disabled={disabled} onClick={() => onChoose(choice)}>
          {labels?.[i] ?? choice}
        </Button>
      ))}
    </div>
  )
}

/** Why the last question went unanswered. */
export function ChatAlert({ text }: { text: string }) {
  return (
    <p
      role="alert"
      className="mx-auto mt-4 max-w-3xl rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {text}
    </p>
  )
}
