import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import { signOut } from '../../features/auth/auth-api'
import { ME_QUERY_KEY } from '../../lib/session'
import { useSocket, useSocketEvent } from '../../lib/socket'

/** Logout (NAV-13): ends the session on the server, then the frame shows the visitor state. */
export function useLogout() {
  const client = useQueryClient()
  return useCallback(async () => {
    try {
      // The push code loads with the sign-out, not with every page (issue 21 item 1).
      await (await import('../../features/push/push-subscription')).removePushSubscription()
      await signOut()
    } catch (error) {
      console.error('sign-out failed', error)
    }
    client.setQueryData(ME_QUERY_KEY, { user: null })
    await client.invalidateQueries()
  }, [client])
}

/**
 * CALL-13: points and name changes pushed by the server refresh the frame without reload. A change made
 * between the page's /api/me and the socket's connection (or while it was down) sent its event to no
 * one: the frame catches up whenever the socket connects.
 */
export function useLiveMe() {
  const client = useQueryClient()
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: ME_QUERY_KEY })
  }, [client])
  useSocketEvent(SOCKET_EVENTS.POINTS_CHANGED, refresh)
  useSocketEvent(SOCKET_EVENTS.ME_CHANGED, refresh)
  const socket = useSocket()
  useEffect(() => {
    if (!socket) return
    if (socket.connected) refresh()
    socket.on('connect', refresh)
    return () => {
      socket.off('connect', refresh)
    }
  }, [socket, refresh])
}
