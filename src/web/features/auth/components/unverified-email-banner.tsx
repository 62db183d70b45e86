import { lazy, Suspense } from 'react'
import { useSession } from '../../../lib/session'

// The banner and its resend call load only for a signed-in, unverified account (issue 21 item 1).
const VerifyEmailBanner = lazy(() => import('./verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })))

/** Under the nav of every page while the signed-in account's email is unverified (issue 22 item 5). */
export function UnverifiedEmailBanner() {
  const session = useSession()
  if (session.status !== 'signed-in' || session.me.emailVerified) return null
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  )
}
