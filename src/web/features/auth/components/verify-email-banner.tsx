import { MESSAGES } from '../../../../shared/messages'
import { useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { useResendVerification } from '../hooks/use-resend-verification'

/** Under the nav of every page while the signed-in account's email is unverified (issue 22 item 5): Resend. */
export function VerifyEmailBanner() {
  const session = useSession()
  const email = session.status === 'signed-in' ? session.me.email : ''
  const { result, busy, resend } = useResendVerification(email)
  if (session.status !== 'signed-in' || session.me.emailVerified) return null

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
