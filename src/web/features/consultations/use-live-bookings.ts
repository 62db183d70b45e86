import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import { useSocketEvent } from '../../lib/socket'
import { CONSULTATION_KEYS } from './consultations-api'

/** Refetches the viewer's bookings when the server says one changed (the other person booked, cancelled, delivered…). */
export function useLiveBookings() {
  const client = useQueryClient()
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: CONSULTATION_KEYS.bookings })
    // A moved or cancelled call frees or takes slots.
    void client.invalidateQueries({ queryKey: ['consultations', 'slots'] })
  }, [client])
  useSocketEvent(SOCKET_EVENTS.BOOKING_CHANGED, refresh)
}
