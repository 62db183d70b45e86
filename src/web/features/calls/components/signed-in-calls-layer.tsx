import { lazy, Suspense } from 'react'
import { useSession } from '../../../lib/session'

// WebRTC and the call panels load for signed-in people only: visitors never fetch them (issue 21 item 1).
const CallsLayer = lazy(() => import('./calls-layer').then((m) => ({ default: m.CallsLayer })))

/** The calls layer for whoever is signed in, on every page: a call rings wherever the callee is. */
export function SignedInCallsLayer() {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  return (
    <Suspense fallback={null}>
      <CallsLayer viewerId={session.me.id} />
    </Suspense>
  )
}
