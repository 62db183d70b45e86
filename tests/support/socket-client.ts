import { io, type Socket } from 'socket.io-client'

/**
 * A socket.io-client connection authenticated by a session cookie (rejects on a refused handshake);
 * WebSocket only unless `transports` says otherwise (['polling'] keeps it on long-polling).
 */
export function connectSocket(url: string, cookie?: string, transports: ('websocket' | 'polling')[] = ['websocket']): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', transports, extraHeaders: cookie ? { cookie } : {}, reconnection: false })
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (error) => {
      socket.close()
      reject(error)
    })
  })
}

/** Resolves with the first payload of `event` that passes `match`. */
export function nextEvent<T>(socket: Socket, event: string, match: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const handler = (payload: T) => {
      if (!match(payload)) return
      socket.off(event, handler)
      resolve(payload)
    }
    socket.on(event, handler)
  })
}
