import { FileText, ImageOff } from 'lucide-react'
import { useState } from 'react'
import { MESSAGES } from '../../../../shared/messages'
import { isImageAttachment, type MessageAttachment } from '../../../../shared/schemas/chat'
import { formatBytes } from '../../../../shared/schemas/upload'
import { cn } from '../../../ui/cn'

/**
 * A file in a message: an image as a thumbnail that opens full size in a new tab, a PDF as a card
 * with its name, size and a download link; a file that is gone says so.
 */
export function MessageAttachmentView({ attachment, own }: { attachment: MessageAttachment; own: boolean }) {
  const [broken, setBroken] = useState(false)
  const { url, name, size } = attachment
  if (url && isImageAttachment(attachment) && !broken) {
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener"
        className="block"
        aria-label={`Open the photo ${name} full size`}
        data-testid="attachment-image"
      >
        <img
          src={url}
          alt={`Photo: ${name}`}
          loading="lazy"
          onError={() => setBroken(true)}
          className="max-h-64 w-auto max-w-full rounded-xl bg-surface object-contain sm:max-w-xs"
        />
      </a>
    )
  }
  const Icon = isImageAttachment(attachment) ? ImageOff : FileText
  return (
    <div
      className={cn(
        'flex max-w-full min-w-0 items-center gap-3 rounded-xl border px-3 py-2',
        own ? 'border-white/40' : 'border-line bg-surface',
      )}
      data-testid="attachment-file"
    >
      <Icon aria-hidden="true" className="size-8 shrink-0" />
      <div className="min-w-0">
        <p className="truncate font-medium" title={name}>
          {name}
        </p>
        <p className={cn('text-xs', own ? 'text-white/80' : 'text-ink-muted')}>
          {url && !broken ? (
            <>
              {formatBytes(size)} ·{' '}
              <a
                href={url}
                download={name}
                className="font-semibold underline underline-offset-2"
                aria-label={`Download ${name} (${formatBytes(size)})`}
              >
                Download
              </a>
            </>
          ) : (
            MESSAGES.attachmentGone
          )}
        </p>
      </div>
    </div>
  )
}
