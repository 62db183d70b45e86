import { Ban } from 'lucide-react'
import { MESSAGES } from '../../../../shared/messages'
import { Button } from '../../../ui/button'
import { useBlock } from '../hooks/use-block'

/** 'Block' / 'Unblock' another user (a conversation's header): someone blocked cannot message or connect with the viewer. */
export function BlockButton({ userId, name, disabled }: { userId: string; name: string; disabled?: boolean }) {
  const { blocked, known, setBlocked, pending } = useBlock(userId)
  const label = blocked ? MESSAGES.unblock : MESSAGES.block
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={disabled || !known || pending}
      onClick={() => setBlocked(!blocked)}
      aria-label={`${label} ${name}`}
      aria-pressed={blocked}
      title={label}
    >
      <Ban aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Button>
  )
}
