import { MESSAGES } from '../../../../shared/messages'
import { useRefreshSession, useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { signOut } from '../auth-api'
import { useResendVerification } from '../hooks/use-resend-verification'
import type { AuthDialogProps } from './auth-dialogs-view'
import { clearOnClose, FormMessage } from './text-button'

/** What an unverified user gets from the account button (NAV-23): resend, logout, close. */
export function UnverifiedDialog({ open, onOpenChange, api }: AuthDialogProps) {
  const session = useSession()
  const refresh = useRefreshSession()
  const email = session.me?.email ?? ''
  const { result, clear, resend } = useResendVerification(email)

  const logout = async () => {
    await signOut().catch((error: unknown) => console.error('sign-out failed', error))
    await refresh()
    api.close()
  }

  return (
    <Dialog
      open={open}
      onOpenChange={clearOnClose(onOpenChange, clear)}
      title="Please verify your email"
      description={`We sent a verification link to ${email}. Open it to use your whole account.`}
    >
      <div className="flex flex-col gap-3">
        {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
        <Button onClick={() => void resend()}>Resend verification email</Button>
        <Button variant="secondary" onClick={() => void logout()}>
          {MESSAGES.logout}
        </Button>
      </div>
    </Dialog>
  )
}
