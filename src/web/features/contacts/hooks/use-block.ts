import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CONTACT_KEYS, block, unblock } from '../contacts-api'
import { useContactStatus } from './use-contact-status'

/** `mutate(true | false)` blocks or unblocks userId; contact lists and buttons refresh after. */
export function useSetBlocked(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (blocked: boolean) => (blocked ? block(userId) : unblock(userId)),
    onError: (error) => console.warn('blocking or unblocking failed', error),
    onSettled: () => client.invalidateQueries({ queryKey: CONTACT_KEYS.all }),
  })
}

/** Whether the viewer blocked userId (read from the server), and `setBlocked(true | false)`. */
export function useBlock(userId: string) {
  const status = useContactStatus(userId)
  const mutation = useSetBlocked(userId)
  return {
    blocked: status.data?.blocked ?? false,
    known: status.isSuccess,
    setBlocked: (blocked: boolean) => mutation.mutate(blocked),
    pending: mutation.isPending,
    error: mutation.error,
  }
}
