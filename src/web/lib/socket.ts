import { useEffect } from 'react'
import { io, type Socket } from 'socket.io-client'
import { useSession } from './session'

let socket: Socket | undefined
let socketUserId: string | undefined

/** The one Socket.IO connection of the tab, opened for the signed-in user (cookie auth at handshake). */
export function getSocket(userId: string): Socket {
  if (socket && socketUserId === userId) return socket
  socket?.disconnect()
  socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] })
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
  if (typeof window === 'undefined' || session.status !== 'signed-in') return undefined
  return getSocket(session.me.id)
}

/** Subscribes to a server event (its payload and any further arguments) while mounted and signed in. */
export function useSocketEvent<Args extends unknown[]>(event: string, handler: (...args: Args) => void) {
  const socket = useSocket()
  useEffect(() => {
    if (!socket) return
    socket.on(event, handler)
    return () => {
      socket.off(event, handler)
    }
  }, [socket, event, handler])
}
