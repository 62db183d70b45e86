import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { SOCKET_EVENTS } from '../../../../shared/socket-events'
import { useSocketEvent } from '../../../lib/socket'
import { PROFILE_KEYS, fetchProfile } from '../profile-api'

/** GET /api/profile, refreshed live when points, name or expert status change on the server. */
export function useOwnProfile() {
  const client = useQueryClient()
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: PROFILE_KEYS.profile })
  }, [client])
  useSocketEvent(SOCKET_EVENTS.POINTS_CHANGED, refresh)
  useSocketEvent(SOCKET_EVENTS.ME_CHANGED, refresh)
  useSocketEvent(SOCKET_EVENTS.APPLICATION_REVIEWED, refresh)
  return useQuery({ queryKey: PROFILE_KEYS.profile, queryFn: fetchProfile })
}
