import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { SOCKET_EVENTS } from '../../../../shared/socket-events'
import { useSocketEvent } from '../../../lib/socket'
import { CONTACT_KEYS } from '../contacts-api'

/** Refetches contact lists and Connect states when the server says they changed (any tab, any device). */
export function useContactsLive() {
  const client = useQueryClient()
  const onChange = useCallback(() => void client.invalidateQueries({ queryKey: CONTACT_KEYS.all }), [client])
  useSocketEvent(SOCKET_EVENTS.CONTACTS_CHANGED, onChange)
}
