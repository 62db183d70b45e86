import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../shared/constants'
import { Button } from '../../../ui/button'

const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 500

/**
 * Enter sends, Shift+Enter starts a new line; at most 4,000 characters, with a counter near the limit.
 * `draft` (a handoff's first message) is put in once, editable, never sent by itself.
 */
export function Composer({
  otherName,
  onSend,
  onTyping,
  draft,
}: {
  otherName: string
  onSend: (body: string) => void
  onTyping: () => void
  draft?: string
}) {
  const [body, setBody] = useState('')
  const id = useId()
  const ref = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (!draft) return
    setBody(draft.slice(0, CHAT_MESSAGE_MAX_LENGTH))
    ref.current?.focus()
  }, [draft])
  const canSend = body.trim().length > 0 && body.length <= CHAT_MESSAGE_MAX_LENGTH

  const submit = () => {
    if (!canSend) return
    onSend(body)
    setBody('')
    ref.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }
  return (
    <form
      className="border-t border-line bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink-muted">
        Message to {otherName}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={ref}
          id={id}
          value={body}
          rows={Math.min(6, Math.max(1, body.split('\n').length))}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          aria-describedby={body.length >= COUNTER_FROM ? `${id}-count` : undefined}
          onChange={(event) => {
            setBody(event.target.value)
            if (event.target.value) onTyping()
          }}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          className="max-h-40 min-h-10 w-full resize-none rounded-lg border border-line bg-surface px-3 py-2 text-ink placeholder:text-ink-muted focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Button type="submit" disabled={!canSend}>
          Send
        </Button>
      </div>
      {body.length >= COUNTER_FROM ? (
        <p id={`${id}-count`} className="mt-1 text-right text-xs text-ink-muted" aria-live="polite">
          {body.length.toLocaleString('en')} / {CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en')}
        </p>
      ) : null}
    </form>
  )
}
