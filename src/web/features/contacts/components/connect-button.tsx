import { MESSAGES } from '../../../../shared/messages'

/**
 * 'Connect' / 'Connected' for another user (spec §4). Placeholder until contacts land; the contacts
 * feature replaces the body, keeping this signature. Callers hide it for visitors and own cards.
 */
export function ConnectButton({ userId, className }: { userId: string; className?: string }) {
  void userId
  return (
    <button type="button" className={className} disabled>
      {MESSAGES.connect}
    </button>
  )
}
