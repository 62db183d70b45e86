import { Phone, Video } from 'lucide-react'
import { useState } from 'react'
import type { CallKind } from '../../../../shared/schemas/call'
import { getErrorMessage } from '../../../../shared/messages'
import { Button } from '../../../ui/button'
import { startCall } from '../calls-api'
import { announceCall } from '../call-updates'

/** 'Voice call' and 'Video call' in a conversation's header: start a ringing call (CALL-15). */
export function CallButtons({ otherId, otherName, disabled }: { otherId: string; otherName: string; disabled?: boolean }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const call = (kind: CallKind) => {
    setBusy(true)
    setError(null)
    startCall(otherId, kind)
      .then(announceCall)
      .catch((e: unknown) => setError(getErrorMessage(e)))
      .finally(() => setBusy(false))
  }
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="sm" onClick={() => call('voice')} disabled={disabled || busy} aria-label={`Voice call ${otherName}`} title="Voice call">
        <Phone aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Voice call</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => call('video')} disabled={disabled || busy} aria-label={`Video call ${otherName}`} title="Video call">
        <Video aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Video call</span>
      </Button>
      {error ? (
        <p role="alert" className="max-w-48 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
