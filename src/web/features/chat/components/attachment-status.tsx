import { formatBytes } from '../../../../shared/schemas/upload'
import { Button } from '../../../ui/button'
import type { UploadTask } from '../../uploads'

const STATE_TEXT: Record<UploadTask['state'], string> = {
  idle: '',
  running: 'Uploading',
  paused: 'Paused',
  success: 'Ready to send',
  canceled: 'Upload canceled',
  error: 'Not attached',
}

/** The file chosen in the composer: its upload's progress, then ready to send, or why it failed; with Cancel or Remove. */
export function AttachmentStatus({
  task,
  onRemove,
  onPause,
  onResume,
}: {
  task: UploadTask
  onRemove: () => void
  onPause: () => void
  onResume: () => void
}) {
  const percent = task.bytesTotal > 0 ? Math.min(100, Math.round((task.bytesSent / task.bytesTotal) * 100)) : 0
  const active = task.state === 'running' || task.state === 'paused'
  return (
    <div className="mb-2 rounded-lg border border-line bg-surface-muted p-2 text-sm" data-testid="composer-attachment">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium" title={task.fileName}>
            {task.fileName}
          </p>
          <p className="text-xs text-ink-muted" role="status">
            {STATE_TEXT[task.state]}
            {active ? `, ${percent}%` : task.state === 'success' && task.file ? ` · ${formatBytes(task.file.size)}` : ''}
          </p>
        </div>
        {task.state === 'running' ? (
          <Button size="sm" variant="ghost" onClick={onPause}>
            Pause
          </Button>
        ) : task.state === 'paused' || (task.state === 'error' && task.retryable) ? (
          <Button size="sm" variant="ghost" onClick={onResume}>
            Resume
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          onClick={onRemove}
          aria-label={active ? `Cancel the upload of ${task.fileName}` : `Remove ${task.fileName}`}
        >
          {active ? 'Cancel' : 'Remove'}
        </Button>
      </div>
      {active ? (
        <div
          role="progressbar"
          aria-label={`Upload of ${task.fileName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {task.state === 'error' ? (
        <p role="alert" className="mt-1 text-red-700 dark:text-red-400">
          {task.error}
        </p>
      ) : null}
    </div>
  )
}
