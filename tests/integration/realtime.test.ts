import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../support/factories'
import { connectSocket as connect } from '../support/socket-client'
import { startTestServer, type TestServer } from '../support/test-server'

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
    bobSocket.on('test:event', (p) => bobGot.push(p))
    const received = new Promise((resolve) => adaSocket.once('test:event', resolve))
    server.ctx.emitToUser(ada.id, 'test:event', { n: 1 })
    expect(await received).toEqual({ n: 1 })
    // A second event to Bob proves his socket works, and that the first never reached him.
    const bobReceived = new Promise((resolve) => bobSocket.once('test:event', resolve))
    server.ctx.emitToUser(bob.id, 'test:event', { n: 2 })
    expect(await bobReceived).toEqual({ n: 2 })
    expect(bobGot).toEqual([{ n: 2 }])
    adaSocket.close()
    bobSocket.close()
  })
})

describe.runIf(process.env.TEST_REDIS_URL)('realtime across two instances through Redis (issue 2 item 6)', () => {
  let a: TestServer
  let b: TestServer
  beforeAll(async () => {
    // Two instances on two ports sharing one database (a shared SQLite directory) and one Redis.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tio-shared-'))
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! }
    a = await startTestServer({ dataDir, env })
    b = await startTestServer({ dataDir, env })
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
  })

  it("an event emitted on instance A reaches the user's socket on instance B", async () => {
    expect(a.url).not.toBe(b.url)
    const user = await createUser(a)
    const socket = await connect(b.url, user.cookie)
    const received = new Promise((resolve) => socket.once('test:cross', resolve))
    a.ctx.emitToUser(user.id, 'test:cross', { from: 'A' })
    expect(await received).toEqual({ from: 'A' })
    socket.close()
  })
})
