import { useState } from 'react'
import { MESSAGES } from '../../../../shared/messages'
import { ApiClientError } from '../../../lib/api'
import { useRefreshSession, useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { signOut, resendVerificationEmail } from '../auth-api'
import type { AuthDialogProps } from './auth-dialogs-view'
import { FormMessage } from './text-button'

/** What an unverified user gets from the account button (NAV-23): resend, logout, close. */
export function UnverifiedDialog({ open, onOpenChange, api }: AuthDialogProps) {
  const session = useSession()
  const refresh = useRefreshSession()
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const email = session.me?.email ?? ''

  const resend = async () => {
    setResult(null)
    try {
      await resendVerificationEmail(email)
      setResult({ tone: 'success', text: MESSAGES.verificationEmailSent })
    } catch (error) {
      const limited = error instanceof ApiClientError && error.status === 429
      setResult({ tone: 'error', text: limited ? error.message : MESSAGES.verificationEmailError })
    }
  }

  const logout = async () => {
    await signOut().catch((error: unknown) => console.error('sign-out failed', error))
    await refresh()
    api.close()
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setResult(null)
        onOpenChange(next)
      }}
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
