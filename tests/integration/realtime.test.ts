import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../support/eventually'
import { createUser } from '../support/factories'
import { SOCKET_EVENTS } from '../../src/shared/socket-events'
import { startChildServer, type ChildServer } from '../support/child-server'
import { connectSocket as connect, nextEvent } from '../support/socket-client'
import { cookieFrom, startTestServer, type TestServer } from '../support/test-server'

describe('realtime (issue 2 item 6)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => server.close())

  it('refuses a socket without a valid session', async () => {
    await expect(connect(server.url)).rejects.toThrow(/unauthorized/)
    await expect(connect(server.url, 'better-auth.session_token=forged')).rejects.toThrow(/unauthorized/)
  })

  it("delivers an event to the user's own sockets only", async () => {
    const [ada, bob] = await Promise.all([createUser(server), createUser(server)])
    const [adaSocket, bobSocket] = await Promise.all([connect(server.url, ada.cookie), connect(server.url, bob.cookie)])
    const bobGot: unknown[] = []
    const event = SOCKET_EVENTS.CONTACTS_CHANGED
    bobSocket.on(event, (p) => bobGot.push(p))
    const received = new Promise((resolve) => adaSocket.once(event, resolve))
    server.ctx.emitToUser(ada.id, event, { userId: 'one' })
    expect(await received).toEqual({ userId: 'one' })
    // A second event to Bob proves his socket works, and that the first never reached him.
    const bobReceived = new Promise((resolve) => bobSocket.once(event, resolve))
    server.ctx.emitToUser(bob.id, event, { userId: 'two' })
    expect(await bobReceived).toEqual({ userId: 'two' })
    expect(bobGot).toEqual([{ userId: 'two' }])
    adaSocket.close()
    bobSocket.close()
  })

  it('one emit to several users reaches each of their sockets once, in the order emitted', async () => {
    const [ada, bob] = await Promise.all([createUser(server), createUser(server)])
    const [adaSocket, bobSocket] = await Promise.all([connect(server.url, ada.cookie), connect(server.url, bob.cookie)])
    const got: Record<string, number[]> = { ada: [], bob: [] }
    const event = SOCKET_EVENTS.POINTS_CHANGED
    adaSocket.on(event, (p: { points: number }) => got.ada!.push(p.points))
    bobSocket.on(event, (p: { points: number }) => got.bob!.push(p.points))
    const last = Promise.all([adaSocket, bobSocket].map((s) => nextEvent<{ points: number }>(s, event, (p) => p.points === 3)))
    server.ctx.emitToUser([ada.id, bob.id], event, { points: 1 })
    server.ctx.emitToUser([ada.id, ada.id], event, { points: 2 })
    server.ctx.emitToUser([bob.id, ada.id], event, { points: 3 })
    await last
    expect(got).toEqual({ ada: [1, 2, 3], bob: [1, 3] })
    adaSocket.close()
    bobSocket.close()
  })
})

describe.runIf(process.env.TEST_REDIS_URL)('realtime across two server processes through Redis (issue 2 item 6)', () => {
  const PUBLIC_URL = 'http://localhost:4999'
  let a: ChildServer
  let b: ChildServer
  beforeAll(async () => {
    // Two processes on two ports sharing one database (a SQLite directory) and one Redis. One after
    // the other, so the second finds the migrations done.
    const env = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tio-shared-')),
      REDIS_URL: process.env.TEST_REDIS_URL!,
      PUBLIC_URL,
      RATE_LIMIT: 'false',
    }
    a = await startChildServer(env)
    b = await startChildServer(env)
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
  })

  async function signUp(url: string, firstName: string) {
    const response = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      body: JSON.stringify({
        email: `${firstName.toLowerCase()}-${Date.now()}@tio.test`,
        password: 'Sup3r$ecret',
        firstName,
        lastName: 'Test',
        name: `${firstName} Test`,
      }),
    })
    expect(response.status).toBe(200)
    const { user } = (await response.json()) as { user: { id: string } }
    return { id: user.id, cookie: cookieFrom(response) }
  }

  it("a message sent on process A reaches the receiver's socket on process B", async () => {
    expect(a.url).not.toBe(b.url)
    const [ada, bob] = [await signUp(a.url, 'Ada'), await signUp(b.url, 'Bob')]
    const socket = await connect(b.url, bob.cookie)
    const received = nextEvent<{ body: string; senderId: string }>(socket, SOCKET_EVENTS.CHAT_MESSAGE)
    const sent = await fetch(`${a.url}/api/chats/with/${bob.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL, cookie: ada.cookie },
      body: JSON.stringify({ clientId: crypto.randomUUID(), body: 'Hello from process A' }),
    })
    expect(sent.status).toBeLessThan(300)
    expect(await received).toMatchObject({ body: 'Hello from process A', senderId: ada.id })
    socket.close()
  })

  it('emits of one tick on process A all reach process B, in order', async () => {
    const [ada, bob] = [await signUp(a.url, 'Ada'), await signUp(b.url, 'Bob')]
    const socket = await connect(b.url, bob.cookie)
    const got: string[] = []
    socket.on(SOCKET_EVENTS.CHAT_MESSAGE, (m: { body: string }) => got.push(m.body))
    const bodies = Array.from({ length: 20 }, (_, i) => `burst ${i}`)
    const sends = await Promise.all(
      bodies.map((body) =>
        fetch(`${a.url}/api/chats/with/${bob.id}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: PUBLIC_URL, cookie: ada.cookie },
          body: JSON.stringify({ clientId: crypto.randomUUID(), body }),
        }).then((r) => r.json() as Promise<{ message: { id: string; body: string } }>),
      ),
    )
    await eventually(
      () => got.length,
      (n) => n >= bodies.length,
      10_000,
    )
    // In the order they were stored (message ids grow), each once.
    const stored = sends
      .map((s) => s.message)
      .sort((x, y) => (x.id < y.id ? -1 : 1))
      .map((m) => m.body)
    expect(got).toEqual(stored)
    socket.close()
  })
})
