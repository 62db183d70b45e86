import { useId, type ReactNode } from 'react'
import { UPLOAD_KINDS, formatBytes, type FileMetadata, type UploadKind } from '../../../../shared/schemas/upload'
import { Button } from '../../../ui/button'
import { useUpload, type UploadTaskState } from '../hooks/use-upload'

const STATE_TEXT: Record<UploadTaskState, string> = {
  idle: '',
  running: 'Uploading',
  paused: 'Paused',
  success: 'Uploaded',
  canceled: 'Upload canceled',
  error: 'Upload failed',
}

/** The file picker's filter: the types of the kind (the server decides by the bytes). */
export const acceptOf = (kind: UploadKind) => UPLOAD_KINDS[kind].types.join(',')

/**
 * A labelled file picker with the upload's progress (an accessible progressbar), its state
 * (running, paused, success, canceled, error) and Pause / Resume / Cancel controls (STATE-17).
 */
export function UploadControl({
  kind,
  label,
  hint,
  onUploaded,
}: {
  kind: UploadKind
  label: string
  hint?: ReactNode
  onUploaded: (file: FileMetadata) => void
}) {
  const inputId = useId()
  const { task, start, pause, resume, cancel } = useUpload(kind, onUploaded)
  const percent = task.bytesTotal > 0 ? Math.min(100, Math.round((task.bytesSent / task.bytesTotal) * 100)) : 0
  const active = task.state === 'running' || task.state === 'paused'
  return (
    <div className="flex flex-col gap-2" data-testid={`upload-${kind}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept={acceptOf(kind)}
        aria-describedby={`${inputId}-hint`}
        disabled={active}
        className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Emptied at once, so that the same file chosen again (after a cancel or an error) starts again.
          event.target.value = ''
          if (file) void start(file)
        }}
      />
      <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
        {hint ?? `${UPLOAD_KINDS[kind].label.replace(/^a /, 'A ')}, up to ${formatBytes(UPLOAD_KINDS[kind].maxBytes)}.`}
      </p>
      {task.state !== 'idle' ? (
        <div className="rounded-lg border border-line bg-surface-muted p-3">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-medium">{STATE_TEXT[task.state]}</span>
              {task.fileName ? <span className="text-ink-muted">: {task.fileName}</span> : null}
            </span>
            <span className="text-ink-muted" aria-hidden="true">
              {percent}%
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={`Upload of ${task.fileName || 'file'}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${STATE_TEXT[task.state]}, ${percent}%`}
            className="mt-2 h-2 overflow-hidden rounded-full bg-surface"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p role="status" className="sr-only">
            {STATE_TEXT[task.state]}
          </p>
          {task.state === 'error' ? (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {task.error}
            </p>
          ) : null}
          {active || (task.state === 'error' && task.retryable) ? (
            <div className="mt-2 flex flex-wrap gap-2">
              {task.state === 'running' ? (
                <Button size="sm" variant="secondary" onClick={pause}>
                  Pause
                </Button>
              ) : (
                <Button size="sm" variant="secondary" onClick={resume}>
                  Resume
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={cancel}>
                Cancel
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
