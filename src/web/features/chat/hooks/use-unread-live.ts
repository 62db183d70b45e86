import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useLocation } from 'react-router'
import type { ChatMessage, UnreadCountEvent } from '../../../../shared/schemas/chat'
import { SOCKET_EVENTS } from '../../../../shared/socket-events'
import { useSocket, useSocketEvent } from '../../../lib/socket'
import { CHAT_KEYS } from '../chat-api'
import { refetchIfInFlight, useMessageSender } from './use-chat-live'
import { useUnreadCount } from './use-unread-count'

/**
 * Keeps the unread count live for whoever is signed in: pushed by the server on every tab, refetched
 * from the database whenever the socket connects; also puts the count in the page title and sends queued messages.
 */
export function useUnreadLive(): number {
  const client = useQueryClient()
  const count = useUnreadCount()
  const onUnread = useCallback(
    (event: UnreadCountEvent | undefined) => {
      if (!event) return
      client.setQueryData(CHAT_KEYS.unread, { count: event.count })
      refetchIfInFlight(client, CHAT_KEYS.unread)
    },
    [client],
  )
  // A new message to the viewer carries their count as its second argument.
  const onMessage = useCallback((_message: ChatMessage, unread?: UnreadCountEvent) => onUnread(unread), [onUnread])
  useSocketEvent(SOCKET_EVENTS.CHAT_UNREAD, onUnread)
  useSocketEvent(SOCKET_EVENTS.CHAT_MESSAGE, onMessage)
  useCatchUpOnReconnect()
  // The frame mounts this on every page for a signed-in person, so queued messages are sent wherever the user is.
  useMessageSender()
  useUnreadTitle(count)
  return count
}

/**
 * Whenever the socket connects, the first time included, what was missed is read again from the
 * database: a message sent between the page's reads and the socket's connection reached no one.
 */
export function useCatchUpOnReconnect() {
  const socket = useSocket()
  const client = useQueryClient()
  useEffect(() => {
    if (!socket) return
    const catchUp = () => void client.invalidateQueries({ queryKey: CHAT_KEYS.all })
    if (socket.connected) catchUp()
    socket.on('connect', catchUp)
    return () => {
      socket.off('connect', catchUp)
    }
  }, [socket, client])
}

const PREFIX = /^\(\d+\)\s/

/** '(2) Tio': the unread count in front of the page title, kept across navigations. */
function useUnreadTitle(count: number) {
  const { pathname } = useLocation()
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(PREFIX, '')
      const next = count > 0 ? `(${count}) ${base}` : base
      if (document.title !== next) document.title = next
    }
    apply()
    // Route meta may set the title after this effect: re-apply when the <title> changes.
    const title = document.querySelector('title')
    if (!title) return
    const observer = new MutationObserver(apply)
    observer.observe(title, { childList: true, characterData: true, subtree: true })
    return () => {
      observer.disconnect()
      document.title = document.title.replace(PREFIX, '')
    }
  }, [count, pathname])
}
