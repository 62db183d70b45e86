import { useEffect } from 'react'
import { useSession } from '../../../lib/session'
import { ensurePushSubscription, type PushSetupResult } from '../push-subscription'

const inFlight = new Map<string, Promise<PushSetupResult>>()

/** Once a verified user is signed in, set up this browser's push subscription (CALL-17) in the background. */
export function usePushSubscription(): void {
  const session = useSession()
  const userId = session.status === 'signed-in' && session.me.emailVerified ? session.me.id : null
  useEffect(() => {
    if (!userId || inFlight.has(userId)) return
    inFlight.set(userId, ensurePushSubscription(userId))
  }, [userId])
}
