import { useEffect } from 'react'
import { useSession } from '../../../lib/session'
import type { PushSetupResult } from '../push-subscription'

const inFlight = new Map<string, Promise<PushSetupResult>>()

/** Once a verified user is signed in, set up this browser's push subscription (CALL-17) in the background. */
export function usePushSubscription(): void {
  const session = useSession()
  const userId = session.status === 'signed-in' && session.me.emailVerified ? session.me.id : null
  useEffect(() => {
    if (!userId || inFlight.has(userId)) return
    // Loaded only for a signed-in, verified user: visitors never fetch the push code.
    inFlight.set(
      userId,
      import('../push-subscription').then((m) => m.ensurePushSubscription(userId)),
    )
  }, [userId])
}
