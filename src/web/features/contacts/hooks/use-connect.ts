import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ContactStatus } from '../../../../shared/schemas/contact'
import { useSession } from '../../../lib/session'
import { CONTACT_KEYS, connect, fetchContactStatus } from '../contacts-api'

/** Whether the viewer is connected with userId, and `connect()` (optimistic; reverts and logs on failure, ERR-14). */
export function useConnect(userId: string) {
  const session = useSession()
  const client = useQueryClient()
  const key = CONTACT_KEYS.status(userId)
  const status = useQuery({
    queryKey: key,
    queryFn: () => fetchContactStatus(userId),
    enabled: session.status === 'signed-in' && session.me.id !== userId,
    staleTime: 30_000,
  })
  const mutation = useMutation({
    mutationFn: () => connect(userId),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key })
      const previous = client.getQueryData<ContactStatus>(key)
      client.setQueryData<ContactStatus>(key, { connected: true, blocked: previous?.blocked ?? false })
      return { previous }
    },
    onError: (error, _vars, context) => {
      client.setQueryData(key, context?.previous ?? { connected: false, blocked: false })
      console.warn('connecting failed', error)
    },
    onSettled: () => void client.invalidateQueries({ queryKey: CONTACT_KEYS.list }),
  })
  return { connected: status.data?.connected ?? false, loading: status.isPending && status.fetchStatus !== 'idle', connect: () => mutation.mutate(), pending: mutation.isPending }
}
