import { MESSAGES } from '../../../../shared/messages'
import { useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { useAuthDialogs } from '../../auth'
import { useConnect } from '../hooks/use-connect'
import { useContactsLive } from '../hooks/use-contacts-live'

/**
 * 'Connect' / 'Connected' for another user (spec §4, STATE-11): connecting makes both people contacts
 * of each other and turns the button into a disabled 'Connected' once stored, also after reload. A failed
 * request leaves it at 'Connect' and is only logged (ERR-14). Callers hide it for visitors and own cards; a
 * visitor who still gets one is offered the login popup.
 */
export function ConnectButton({
  userId,
  className,
  labels = MESSAGES,
  lang,
}: {
  userId: string
  className?: string
  /** The button's words in another language (a Tio Chat answer's), with `lang` for screen readers. */
  labels?: { connect: string; connected: string }
  lang?: string
}) {
  const session = useSession()
  const dialogs = useAuthDialogs()
  const { connected, connect, pending } = useConnect(userId)
  useContactsLive()
  if (session.status === 'signed-in' && session.me.id === userId) return null
  if (connected) {
    return (
      <Button variant="secondary" size="sm" className={className} lang={lang} disabled>
        {labels.connected}
      </Button>
    )
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      lang={lang}
      disabled={session.status === 'loading' || pending}
      aria-busy={pending || undefined}
      onClick={() => (session.status === 'signed-in' ? connect() : dialogs.openLogin())}
    >
      {labels.connect}
    </Button>
  )
}
