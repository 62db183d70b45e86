import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CONTACT_KEYS, block, unblock } from '../contacts-api'
import { useContactStatus } from './use-contact-status'

/** Whether the viewer blocked userId, and `setBlocked(true | false)`; contact lists and buttons refresh after. */
export function useBlock(userId: string) {
  const client = useQueryClient()
  const status = useContactStatus(userId)
  const mutation = useMutation({
    mutationFn: (blocked: boolean) => (blocked ? block(userId) : unblock(userId)),
    onError: (error) => console.warn('blocking or unblocking failed', error),
    onSettled: () => client.invalidateQueries({ queryKey: CONTACT_KEYS.all }),
  })
  return {
    blocked: status.data?.blocked ?? false,
    known: status.isSuccess,
    setBlocked: (blocked: boolean) => mutation.mutate(blocked),
    pending: mutation.isPending,
    error: mutation.error,
  }
}
