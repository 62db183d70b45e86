import { useQuery } from '@tanstack/react-query'
import { useSession } from '../../../lib/session'
import { CONTACT_KEYS, fetchContactStatus } from '../contacts-api'

/** Whether the viewer is connected with userId and whether the viewer blocked them (not for oneself or visitors). */
export function useContactStatus(userId: string) {
  const session = useSession()
  return useQuery({
    queryKey: CONTACT_KEYS.status(userId),
    queryFn: () => fetchContactStatus(userId),
    enabled: session.status === 'signed-in' && session.me.id !== userId,
    staleTime: 30_000,
  })
}
