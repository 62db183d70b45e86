import { Phone, Video } from 'lucide-react'
import { Button } from '../../../ui/button'
import { useStartCall } from '../hooks/use-start-call'

const MEDIA = [
  { medium: 'voice', label: 'Voice call', Icon: Phone },
  { medium: 'video', label: 'Video call', Icon: Video },
] as const

/** 'Voice call' and 'Video call' in a conversation's header: start a ringing call (CALL-15). */
export function CallButtons({ otherId, otherName, disabled }: { otherId: string; otherName: string; disabled?: boolean }) {
  const { call, busy, error } = useStartCall(otherId)
  return (
    <div className="flex items-center gap-1">
      {MEDIA.map(({ medium, label, Icon }) => (
        <Button
          key={medium}
          variant="ghost"
          size="sm"
          onClick={() => call(medium)}
          disabled={disabled || busy}
          aria-label={`${label} ${otherName}`}
          title={label}
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{label}</span>
        </Button>
      ))}
      {error ? (
        <p role="alert" className="max-w-48 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
