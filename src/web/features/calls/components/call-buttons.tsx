import { Phone, Video } from 'lucide-react'
import { Button } from '../../../ui/button'
import { useStartCall } from '../hooks/use-start-call'

/** 'Voice call' and 'Video call' in a conversation's header: start a ringing call (CALL-15). */
export function CallButtons({ otherId, otherName, disabled }: { otherId: string; otherName: string; disabled?: boolean }) {
  const { call, busy, error } = useStartCall(otherId)
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => call('voice')}
        disabled={disabled || busy}
        aria-label={`Voice call ${otherName}`}
        title="Voice call"
      >
        <Phone aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Voice call</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => call('video')}
        disabled={disabled || busy}
        aria-label={`Video call ${otherName}`}
        title="Video call"
      >
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
