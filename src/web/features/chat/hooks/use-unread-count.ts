import { useQuery } from '@tanstack/react-query'
import { useSession } from '../../../lib/session'
import { CHAT_KEYS, fetchUnread } from '../chat-api'

/**
 * How many messages addressed to the viewer are unread (0 for visitors). Kept live by useUnreadLive,
 * which the frame loads for signed-in people only (issue 21 item 1).
 */
export function useUnreadCount(): number {
  const session = useSession()
  const signedIn = session.status === 'signed-in'
  const { data } = useQuery({ queryKey: CHAT_KEYS.unread, queryFn: fetchUnread, enabled: signedIn, staleTime: 60_000 })
  return signedIn ? (data?.count ?? 0) : 0
}
