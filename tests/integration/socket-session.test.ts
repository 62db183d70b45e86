import { randomUUID } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOCKET_EVENTS } from '../../src/shared/socket-events'
import { eventually } from '../support/eventually'
import { createApprovedExpert, createUser, DEFAULT_PASSWORD, type TestUser } from '../support/factories'
import { connectSocket } from '../support/socket-client'
import { cookieFrom, DIALECTS, startTestServer, type TestServer } from '../support/test-server'
import { SOCKETS_PER_USER } from '../../src/server/realtime/socket'
import { twoInstances } from '../support/two-instances'

const OPERATOR = 'boss@tio.test'

/** Resolves when the server closes the socket. */
const closedByServer = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) resolve('already closed')
    socket.once('disconnect', (reason) => resolve(reason))
  })

async function signInAgain(server: TestServer, user: TestUser): Promise<string> {
  const response = await server.request('/api/auth/sign-in/email', { method: 'POST', json: { email: user.email, password: user.password } })
  expect(response.status).toBe(200)
  return cookieFrom(response)
}

describe.each(DIALECTS)('sockets follow the session on %s (issue 18 item 2)', (dialect) => {
  let server: TestServer
  const sockets: Socket[] = []
  const open = async (cookie: string) => {
    const socket = await connectSocket(server.url, cookie)
    sockets.push(socket)
    return socket
  }

  beforeAll(async () => {
    server = await startTestServer({ dialect, env: { ADMIN_EMAILS: OPERATOR } })
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await server.close()
  })

  it('sign-out closes that session’s sockets at once, not the other device’s', async () => {
    const ada = await createUser(server)
    const otherDevice = await signInAgain(server, ada)
    const here = await open(ada.cookie)
    const there = await open(otherDevice)
    const closed = closedByServer(here)
    expect((await server.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie: ada.cookie })).status).toBe(200)
    expect(await closed).toBe('io server disconnect')
    expect(there.connected).toBe(true)
    await expect(connectSocket(server.url, ada.cookie)).rejects.toThrow('unauthorized')
  })

  it('a password change that signs out other devices closes their sockets', async () => {
    const ada = await createUser(server)
    const otherDevice = await signInAgain(server, ada)
    const there = await open(otherDevice)
    const closed = closedByServer(there)
    const changed = await server.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: DEFAULT_PASSWORD, newPassword: 'N3w$ecretPass', revokeOtherSessions: true },
      cookie: ada.cookie,
    })
    expect(changed.status).toBe(200)
    expect(await closed).toBe('io server disconnect')
  })

  it('a password reset closes every socket of the person', async () => {
    const ada = await createUser(server)
    const socket = await open(ada.cookie)
    const closed = closedByServer(socket)
    await server.ctx.auth.api.requestPasswordReset({ body: { email: ada.email, redirectTo: '/reset-password' } })
    const row = await eventually(
      () =>
        server.ctx.database.db
          .selectFrom('verification' as never)
          .select(['identifier' as never])
          .execute() as Promise<{ identifier: string }[]>,
      (rows) => rows.some((r) => r.identifier.startsWith('reset-password:')),
    )
    const tokens = row.filter((r) => r.identifier.startsWith('reset-password:')).map((r) => r.identifier.slice('reset-password:'.length))
    let reset = false
    for (const token of tokens) {
      const response = await server.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'R3set$ecretPass', token } })
      reset ||= response.ok
    }
    expect(reset).toBe(true)
    expect(await closed).toBe('io server disconnect')
  })

  it('suspending an expert and deleting an account close their sockets', async () => {
    const operator = await createUser(server, { email: OPERATOR })
    const expert = await createApprovedExpert(server)
    const expertSocket = await open(expert.cookie)
    const suspended = closedByServer(expertSocket)
    expect((await server.request(`/api/admin/experts/${expert.id}/suspend`, { method: 'POST', cookie: operator.cookie })).status).toBe(200)
    expect(await suspended).toBe('io server disconnect')

    const leaving = await createUser(server)
    const leavingSocket = await open(leaving.cookie)
    const deleted = closedByServer(leavingSocket)
    expect(
      (
        await server.request('/api/profile', {
          method: 'DELETE',
          json: { confirm: true, password: leaving.password },
          cookie: leaving.cookie,
        })
      ).status,
    ).toBe(200)
    expect(await deleted).toBe('io server disconnect')
  })

  it('an event on a socket whose session has expired is refused and stores nothing', async () => {
    const [ada, bob] = await Promise.all([createUser(server), createUser(server)])
    const { db } = server.ctx.database
    const expiresAt = new Date(Date.now() + 1500)
    const value = dialect === 'postgres' ? expiresAt : expiresAt.toISOString()
    await db.updateTable('session').set({ expiresAt: value }).where('userId', '=', ada.id).execute()
    const socket = await open(ada.cookie)
    await eventually(
      () => Date.now(),
      (now) => now > expiresAt.getTime() + 50,
      5_000,
    )
    const ack = (await socket.emitWithAck(SOCKET_EVENTS.CHAT_SEND, { toUserId: bob.id, clientId: randomUUID(), body: 'too late' })) as {
      ok: boolean
      code?: string
    }
    expect(ack).toMatchObject({ ok: false, code: 'unauthorized' })
    const stored = await db.selectFrom('messages').select('id').where('sender_id', '=', ada.id).execute()
    expect(stored).toHaveLength(0)
    await eventually(
      () => socket.connected,
      (connected) => !connected,
    )
  })

  it('refuses a socket past SOCKETS_PER_USER of one person, opened at once or one by one; others and freed places are not held up', async () => {
    const ada = await createUser(server)
    const results = await Promise.allSettled(Array.from({ length: SOCKETS_PER_USER + 5 }, () => open(ada.cookie)))
    const opened = results.filter((r) => r.status === 'fulfilled').map((r) => r.value)
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r.reason as Error).message)
    expect(opened).toHaveLength(SOCKETS_PER_USER)
    expect(refused).toEqual(Array(5).fill('too-many-connections'))
    await expect(open(ada.cookie)).rejects.toThrow('too-many-connections')
    const bob = await createUser(server)
    expect((await open(bob.cookie)).connected).toBe(true)
    const closed = opened[0]!
    closed.close()
    expect(
      await eventually(
        () =>
          open(ada.cookie).then(
            (s) => s.connected,
            () => false,
          ),
        (connected) => connected,
        5_000,
      ),
    ).toBe(true)
  })
})

describe.runIf(process.env.TEST_REDIS_URL).each(DIALECTS)('a session that ends closes its sockets on every instance on %s', (dialect) => {
  let one: TestServer
  let two: TestServer
  twoInstances(dialect, (servers) => ({ one, two } = servers))

  it('sign-out on instance 1 closes the socket held by instance 2', async () => {
    const ada = await createUser(one)
    const socket = await connectSocket(two.url, ada.cookie)
    try {
      const closed = closedByServer(socket)
      expect((await one.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie: ada.cookie })).status).toBe(200)
      expect(await closed).toBe('io server disconnect')
    } finally {
      socket.close()
    }
  })
})
