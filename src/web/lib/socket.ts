import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { Socket as ClientSocket, io as connect } from 'socket.io-client'
import type { ClientToServerEvents, ServerEventName, ServerToClientEvents } from '../../shared/socket-events'
import { useSession } from './session'

/** The tab's connection, typed by the event maps of src/shared/socket-events.ts. */
export type Socket = ClientSocket<ServerToClientEvents, ClientToServerEvents>

// socket.io-client loads only once someone is signed in: visitors never download it.
type SocketClient = { io: typeof connect }
let client: SocketClient | undefined
let loading: Promise<void> | undefined
const loadListeners = new Set<() => void>()

function loadClient() {
  loading ??= import('socket.io-client').then((module) => {
    client = module
    for (const listener of loadListeners) listener()
  })
  return loading
}

function onClientLoaded(listener: () => void) {
  loadListeners.add(listener)
  return () => {
    loadListeners.delete(listener)
  }
}

let socket: Socket | undefined
let socketUserId: string | undefined

/** The one Socket.IO connection of the tab, opened for the signed-in user (cookie auth at handshake). */
function getSocket(io: SocketClient['io'], userId: string): Socket {
  if (socket && socketUserId === userId) return socket
  socket?.disconnect()
  const opened: Socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] })
  // The server closes a session's sockets when it ends elsewhere (a password change renews this tab's
  // cookie): try once more; a handshake without a valid session is refused and stays closed.
  opened.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') opened.connect()
  })
  socket = opened
  socketUserId = userId
  return socket
}

export function closeSocket() {
  socket?.disconnect()
  socket = undefined
  socketUserId = undefined
}

/** The socket while signed in, else undefined. */
export function useSocket(): Socket | undefined {
  const session = useSession()
  const signedIn = typeof window !== 'undefined' && session.status === 'signed-in'
  const loaded = useSyncExternalStore(
    onClientLoaded,
    () => client !== undefined,
    () => false,
  )
  useEffect(() => {
    if (signedIn) void loadClient()
  }, [signedIn])
  if (!signedIn || !loaded || !client) return undefined
  return getSocket(client.io, session.me.id)
}

/** Subscribes to a server event (its payload and any further arguments) while mounted and signed in. */
export function useSocketEvent<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]) {
  const socket = useSocket()
  useEffect(() => {
    if (!socket) return
    // Socket.IO's types do not tie a generic event to its listener: widened to any event and its listener.
    const name: ServerEventName = event
    const listener: ServerToClientEvents[ServerEventName] = handler
    socket.on(name, listener)
    return () => {
      socket.off(name, listener)
    }
  }, [socket, event, handler])
}

/** Whether the tab's socket is connected now; re-renders when it connects or drops. */
export function useSocketConnected(): boolean {
  const socket = useSocket()
  const subscribe = useCallback(
    (onChange: () => void) => {
      socket?.on('connect', onChange)
      socket?.on('disconnect', onChange)
      return () => {
        socket?.off('connect', onChange)
        socket?.off('disconnect', onChange)
      }
    },
    [socket],
  )
  return useSyncExternalStore(
    subscribe,
    () => Boolean(socket?.connected),
    () => false,
  )
}
