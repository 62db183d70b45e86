import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll } from 'vitest'
import type { Dialect } from '../../src/server/db/database'
import { createUser, type TestUser } from './factories'
import { connectSocket } from './socket-client'
import { startTestServer, type TestServer } from './test-server'

export interface RealtimeSuite {
  server: TestServer
  ada: TestUser
  bob: TestUser
  eve: TestUser
}

/**
 * For a describe block about live features: a server with three users, handed to `ready` before the
 * tests run. Returns `socketOf(user)`, a signed-in socket closed with the server after the block.
 */
export function realtimeSuite(dialect: Dialect, ready: (suite: RealtimeSuite) => void) {
  let server: TestServer | undefined
  const sockets: Socket[] = []
  beforeAll(async () => {
    server = await startTestServer({ dialect })
    const [ada, bob, eve] = await Promise.all([createUser(server), createUser(server), createUser(server)])
    ready({ server, ada, bob, eve })
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await server?.close()
  })
  return async (user: TestUser): Promise<Socket> => {
    const socket = await connectSocket(server!.url, user.cookie)
    sockets.push(socket)
    return socket
  }
}
