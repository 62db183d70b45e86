import { Paperclip } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../shared/constants'
import { MESSAGES } from '../../../../shared/messages'
import type { FileDeleted } from '../../../../shared/schemas/file-metadata'
import { UPLOAD_KINDS, formatBytes } from '../../../../shared/schemas/upload'
import { apiFetch } from '../../../lib/api'
import { Button } from '../../../ui/button'
import { acceptOf, useUpload } from '../../uploads'
import type { OutboxAttachment } from '../outbox'
import { AttachmentStatus } from './attachment-status'

const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 500

const ATTACH_HINT = `A photo (JPEG, PNG or WebP) or a PDF, up to ${formatBytes(UPLOAD_KINDS.attachments.maxBytes)}`

/**
 * Enter sends, Shift+Enter starts a new line; at most 4,000 characters, with a counter near the limit.
 * Attach uploads a photo or PDF (resumable, with progress and cancel) that goes with the next send;
 * a file alone is a message. `draft` (a handoff's first message) is put in once, editable, never sent by itself.
 */
export function Composer({
  otherName,
  onSend,
  onTyping,
  draft,
}: {
  otherName: string
  onSend: (body: string, attachment: OutboxAttachment | null) => void
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
  const fileInput = useRef<HTMLInputElement>(null)
  const attachButton = useRef<HTMLButtonElement>(null)
  const upload = useUpload('attachments')
  const uploaded = upload.task.state === 'success' ? upload.task.file : null
  const uploading = upload.task.state === 'running' || upload.task.state === 'paused'
  const canSend = (body.trim().length > 0 || Boolean(uploaded)) && body.length <= CHAT_MESSAGE_MAX_LENGTH && !uploading

  const submit = () => {
    if (!canSend) return
    const attachment = uploaded && {
      id: uploaded.id,
      url: uploaded.url,
      name: uploaded.name,
      size: uploaded.size,
      contentType: uploaded.contentType,
    }
    onSend(body, attachment)
    setBody('')
    upload.reset()
    ref.current?.focus()
  }
  const dropAttachment = () => {
    if (!uploaded) upload.cancel()
    // An uploaded file that will not be sent is deleted rather than left behind.
    if (uploaded)
      apiFetch<FileDeleted>(uploaded.url, { method: 'DELETE' }).catch((error: unknown) =>
        console.warn('removing the unsent attachment failed', error),
      )
    upload.reset()
    attachButton.current?.focus()
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
      {upload.task.state !== 'idle' ? (
        <AttachmentStatus task={upload.task} onRemove={dropAttachment} onResume={upload.resume} onPause={upload.pause} />
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={acceptOf('attachments')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="attach-input"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void upload.start(file)
          }}
        />
        <button
          ref={attachButton}
          type="button"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-muted"
          aria-label={MESSAGES.attachAFile}
          aria-describedby={`${id}-attach-hint`}
          title={`${MESSAGES.attachAFile}: ${ATTACH_HINT}`}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip aria-hidden="true" className="size-5" />
        </button>
        <span id={`${id}-attach-hint`} className="sr-only">
          {ATTACH_HINT}
        </span>
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
