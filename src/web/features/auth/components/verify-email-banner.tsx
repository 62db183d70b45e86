import { useState } from 'react'
import { MESSAGES } from '../../../../shared/messages'
import { ApiClientError } from '../../../lib/api'
import { useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { resendVerificationEmail } from '../auth-api'

/** Under the nav of every page while the signed-in account's email is unverified (issue 22 item 5): Resend. */
export function VerifyEmailBanner() {
  const session = useSession()
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  if (session.status !== 'signed-in' || session.me.emailVerified) return null
  const email = session.me.email

  const resend = async () => {
    setBusy(true)
    setResult(null)
    try {
      await resendVerificationEmail(email)
      setResult({ tone: 'success', text: MESSAGES.verificationEmailSent })
    } catch (error) {
      const limited = error instanceof ApiClientError && error.status === 429
      setResult({ tone: 'error', text: limited ? error.message : MESSAGES.verificationEmailError })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-label="Email verification"
      className="border-b border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="min-w-0 flex-1 break-words">{MESSAGES.verifyBanner(email)}</p>
        <p role="status" className="empty:hidden">
          {result?.text}
        </p>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void resend()}>
          {MESSAGES.resend}
        </Button>
      </div>
    </section>
  )
}
