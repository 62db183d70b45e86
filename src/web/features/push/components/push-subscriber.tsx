import { usePushSubscription } from '../hooks/use-push-subscription'

/** Renders nothing: sets up Web Push for the signed-in user (mounted once in the app frame). */
export function PushSubscriber() {
  usePushSubscription()
  return null
}
