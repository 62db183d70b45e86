import { Phone, PhoneMissed, Video } from 'lucide-react'
import type { Call } from '../../../../shared/schemas/call'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { formatDuration, spokenDuration } from '../duration'
import { useStartCall } from '../hooks/use-start-call'

/** What became of a finished call: its length when it was answered, else declined or missed. */
function outcome(call: Call): { text: string; spoken?: string; answered: boolean } {
  if (call.acceptedAt && call.endedAt) {
    const seconds = (Date.parse(call.endedAt) - Date.parse(call.acceptedAt)) / 1000
    return { text: formatDuration(seconds), spoken: spokenDuration(seconds), answered: true }
  }
  return { text: call.status === 'declined' ? 'Declined' : 'Missed', answered: false }
}

/**
 * A finished call in the conversation (issue 22 item 1): voice or video, incoming or outgoing, its length
 * or missed / declined, and "Call back", which starts the same kind of call.
 */
export function CallCard({
  call,
  viewerId,
  otherName,
  time,
  disabled,
}: {
  call: Call
  viewerId: string
  otherName: string
  time: string
  disabled?: boolean
}) {
  const otherId = call.callerId === viewerId ? call.calleeId : call.callerId
  const { call: callBack, busy, error } = useStartCall(otherId)
  const { text, spoken, answered } = outcome(call)
  const kind = call.kind === 'video' ? 'video' : 'voice'
  const title = `${call.callerId === viewerId ? 'Outgoing' : 'Incoming'} ${kind} call`
  const Icon = !answered ? PhoneMissed : call.kind === 'video' ? Video : Phone
  return (
    <li className="my-2 flex flex-col items-center" data-testid="call-card">
      <div className="flex max-w-full items-center gap-3 rounded-xl border border-line bg-surface-raised px-3 py-2 text-sm">
        <Icon
          aria-hidden="true"
          className={cn('size-5 shrink-0', answered ? 'text-brand-700 dark:text-brand-300' : 'text-red-700 dark:text-red-400')}
        />
        <p className="min-w-0">
          <span className="block font-medium">{title}</span>
          <span className="block text-xs text-ink-muted">
            {spoken ? (
              <>
                <span aria-hidden="true">{text}</span>
                <span className="sr-only">lasted {spoken}</span>
              </>
            ) : (
              text
            )}{' '}
            · <time dateTime={call.createdAt}>{time}</time>
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          onClick={() => callBack(call.kind)}
          disabled={disabled || busy}
          aria-label={`Call back: ${kind} call ${otherName}`}
        >
          Call back
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </li>
  )
}
