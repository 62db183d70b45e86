import { useUnreadLive } from '../hooks/use-unread-live'

/** Renders nothing: keeps the unread count, the page title and the outbox live on every page. */
export function UnreadLive() {
  useUnreadLive()
  return null
}
