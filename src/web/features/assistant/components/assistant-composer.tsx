import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { ASSISTANT_MESSAGE_MAX } from '../../../../shared/schemas/assistant-text'
import { Button } from '../../../ui/button'
import { TextAreaField } from '../../../ui/field'

/** What an empty Tio Chat conversation shows above the composer. */
export function AssistantIntro() {
  return (
    <div className="mx-auto max-w-xl py-10 text-center text-ink-muted">
      <p className="text-lg font-semibold text-ink">What can Tio help you with?</p>
      <p className="mt-2">Describe your problem in your own words. Tio answers first, then hands you over to the right human expert.</p>
    </div>
  )
}

/**
 * The Tio Chat composer: Enter sends, Shift+Enter adds a line, Stop while an answer streams. The draft
 * is cleared only when `onSend` accepts it (returns true), so a failed send keeps what was typed.
 */
export function AssistantComposer({
  busy,
  onSend,
  onStop,
  initialDraft = '',
}: {
  /** A question brought from elsewhere (/chatBot?q=, the search panel), ready to send. */
  initialDraft?: string
  busy: boolean
  onSend: (text: string) => boolean | Promise<boolean>
  onStop?: () => void
}) {
  const [draft, setDraft] = useState(initialDraft)
  const [inputError, setInputError] = useState<string | undefined>()

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    const text = draft.trim()
    if (!text) return setInputError('Write a message first.')
    if (text.length > ASSISTANT_MESSAGE_MAX) return setInputError(`Keep your message under ${ASSISTANT_MESSAGE_MAX} characters.`)
    if (busy) return
    setInputError(undefined)
    if (await onSend(text)) setDraft('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="border-t border-line bg-surface p-3">
      <div className="mx-auto flex max-w-3xl items-end gap-2">
        <div className="flex-1">
          <TextAreaField
            label="Message to Tio"
            rows={2}
            value={draft}
            maxLength={ASSISTANT_MESSAGE_MAX}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            error={inputError}
            placeholder="e.g. A crack above our back door keeps growing"
          />
        </div>
        {busy && onStop ? (
          <Button variant="secondary" onClick={onStop}>
            Stop
          </Button>
        ) : (
          <Button type="submit" disabled={busy}>
            Send
          </Button>
        )}
      </div>
    </form>
  )
}
