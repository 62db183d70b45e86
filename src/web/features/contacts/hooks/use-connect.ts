import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ContactStatus } from '../../../../shared/schemas/contact'
import { ApiClientError } from '../../../lib/api'
import { useToast } from '../../../ui/toast'
import { CONTACT_KEYS, connect } from '../contacts-api'
import { useContactStatus } from './use-contact-status'

/**
 * Whether the viewer is connected with userId, and `connect()`. 'Connected' is shown once the server has stored
 * the connection, not before: shown at the click, a reload right after could cancel the request and take it back
 * (STATE-11: it survives reload). While the request is under way the button is disabled. A failure is only logged
 * (ERR-14), except a block between the two: that refusal is shown (issue 6 item 3).
 */
export function useConnect(userId: string) {
  const client = useQueryClient()
  const { toast } = useToast()
  const key = CONTACT_KEYS.status(userId)
  const status = useContactStatus(userId)
  const mutation = useMutation({
    mutationFn: () => connect(userId),
    onSuccess: async () => {
      await client.cancelQueries({ queryKey: key })
      const previous = client.getQueryData<ContactStatus>(key)
      client.setQueryData<ContactStatus>(key, { connected: true, blocked: previous?.blocked ?? false })
    },
    onError: (error) => {
      console.warn('connecting failed', error)
      if (error instanceof ApiClientError && error.code === 'blocked') toast({ title: error.message, tone: 'error' })
    },
    onSettled: () => void client.invalidateQueries({ queryKey: CONTACT_KEYS.list }),
  })
  return {
    connected: status.data?.connected ?? false,
    loading: status.isPending && status.fetchStatus !== 'idle',
    connect: () => mutation.mutate(),
    pending: mutation.isPending,
  }
}
