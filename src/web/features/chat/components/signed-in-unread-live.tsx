import { lazy, Suspense } from 'react'
import { useSession } from '../../../lib/session'

// The chat socket listeners and the outbox load for signed-in people only: visitors never fetch them (issue 21 item 1).
const UnreadLive = lazy(() => import('./unread-live').then((m) => ({ default: m.UnreadLive })))

/** The live unread count for whoever is signed in, on every page. */
export function SignedInUnreadLive() {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  return (
    <Suspense fallback={null}>
      <UnreadLive />
    </Suspense>
  )
}
