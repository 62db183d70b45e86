import { lazy, Suspense } from 'react'
import { useSession } from '../../../lib/session'

// A visitor has no orders: the list and its cancel action load for signed-in people only (issue 21 item 1).
const OwnOrders = lazy(() => import('./own-orders').then((m) => ({ default: m.OwnOrders })))

/** The viewer's own orders under the shop, when signed in. */
export function SignedInOrders() {
  const session = useSession()
  if (!session.me) return null
  return (
    <Suspense fallback={null}>
      <OwnOrders />
    </Suspense>
  )
}
