import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatMessage, SendAck } from '../../src/shared/schemas/chat'
import { SOCKET_EVENTS } from '../../src/shared/socket-events'
import { startChildServer, type ChildServer } from '../support/child-server'
import { eventually } from '../support/eventually'
import { createApprovedExpert, createUser } from '../support/factories'
import { connectSocket } from '../support/socket-client'
import { startTestServer, type TestServer } from '../support/test-server'

interface Answer {
  status: number
  worker: string | undefined
  connection: string | undefined
  body: string
}

/** One request on a connection of its own (so node's cluster hands it to the next worker in turn). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            worker: response.headers['x-tio-worker'] as string,
            connection: response.headers.connection,
            body,
          }),
        )
      })
      .on('error', reject)
  })
}

/** The private port of the worker holding a socket's session (socket-sessions.ts writes it into the id). */
const workerOf = (socket: { io: { engine: { id: string } } }) => socket.io.engine.id.split('.')[0]

// Its own PUBLIC_URL: with PORT=0 the workers' address is not known in advance, and writes must come from the site's origin.
const SITE = 'http://tio.test'

// WEB_CONCURRENCY=2 without Redis: the workers share the bus and Socket.IO through the primary (issue 21 item 2).
describe('two workers on one port', () => {
  let owner: TestServer
  let cluster: ChildServer
  let output = ''
  beforeAll(async () => {
    owner = await startTestServer({ listen: false })
    cluster = await startChildServer({
      DATA_DIR: owner.dataDir,
      WEB_CONCURRENCY: '2',
      PUBLIC_URL: SITE,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
    })
    cluster.process.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  }, 120_000)
  afterAll(async () => {
    if (cluster.process.exitCode === null) await cluster.stop()
    await owner?.close()
  })

  it('answers HTTP from both workers, in turn', async () => {
    const workers = new Set<string | undefined>()
    for (let i = 0; i < 4; i++) workers.add((await get(`${cluster.url}/healthz`)).worker)
    expect([...workers].sort()).toEqual(['1', '2'])
  })

  it('routes each polling request to the worker holding its session, whichever worker accepts it', async () => {
    const handshake = await get(`${cluster.url}/socket.io/?EIO=4&transport=polling`)
    const sid = (JSON.parse(handshake.body.slice(1)) as { sid: string }).sid
    // Two requests on connections of their own: the cluster hands one of them to the other worker.
    const post = () =>
      new Promise<string>((resolve, reject) => {
        const request = http.request(
          `${cluster.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`,
          { method: 'POST', agent: false },
          (response) => {
            let text = ''
            response.on('data', (chunk: Buffer) => (text += chunk.toString()))
            response.on('end', () => resolve(`${response.statusCode} ${text}`))
          },
        )
        request.on('error', reject)
        request.end('40')
      })
    expect([await post(), await post()]).toEqual(['200 ok', '200 ok'])
    // Both CONNECT packets reached the session (each refused: no session cookie).
    const packets = await get(`${cluster.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`)
    expect(packets.body.match(/unauthorized/g)).toHaveLength(2)
  })

  it('delivers a message sent through one worker to a socket on the other, over polling too', async () => {
    const [ada, bob] = await Promise.all([createUser(owner), createUser(owner)])
    const adaSocket = await connectSocket(cluster.url, ada.cookie)
    // Connections go to the workers in turn: a second one lands on the other worker.
    let bobSocket = await connectSocket(cluster.url, bob.cookie, ['polling'])
    for (let tries = 0; workerOf(bobSocket) === workerOf(adaSocket) && tries < 5; tries++) {
      bobSocket.close()
      bobSocket = await connectSocket(cluster.url, bob.cookie, ['polling'])
    }
    try {
      expect(workerOf(bobSocket)).not.toBe(workerOf(adaSocket))
      const body = `across workers ${randomUUID()}`
      const bobGets = new Promise<ChatMessage>((resolve) =>
        bobSocket.on(SOCKET_EVENTS.CHAT_MESSAGE, (message: ChatMessage) => {
          if (message.body === body) resolve(message)
        }),
      )
      const ack = (await adaSocket.emitWithAck(SOCKET_EVENTS.CHAT_SEND, { toUserId: bob.id, clientId: randomUUID(), body })) as SendAck
      expect(ack.ok).toBe(true)
      expect((await bobGets).id).toBe(ack.ok ? ack.message.id : undefined)
    } finally {
      adaSocket.close()
      bobSocket.close()
    }
  })

  it('counts a rate limit once for the machine, not once per worker', async () => {
    // The contact form allows 5 messages per sender address in an hour; each request on its own
    // connection goes to the next worker, so per-worker counters would allow 10.
    const send = () =>
      fetch(`${cluster.url}/api/content/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE, connection: 'close' },
        body: JSON.stringify({ name: 'Rita', email: 'rita@example.com', topic: 'general', message: 'A question about Tio for the team.' }),
      })
    const answers: { status: number; worker: string | null }[] = []
    for (let i = 0; i < 6; i++) {
      const response = await send()
      answers.push({ status: response.status, worker: response.headers.get('x-tio-worker') })
    }
    expect(new Set(answers.map((a) => a.worker)).size).toBe(2)
    expect(answers.slice(0, 5).every((a) => a.status < 300)).toBe(true)
    expect(answers[5]!.status).toBe(429)
  })

  it("keeps both workers' search index current", async () => {
    const expert = await createApprovedExpert(owner)
    // A name no other expert has (letters only: the name rule).
    const renamed = `Zephyrine${[...randomUUID().replaceAll('-', '').slice(0, 8)].map((c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join('')}`
    const patch = await fetch(`${cluster.url}/api/profile`, {
      method: 'PATCH',
      headers: { cookie: expert.cookie, 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify({ firstName: renamed }),
    })
    expect(patch.status).toBe(200)
    const found = new Set<string | undefined>()
    await eventually(
      async () => {
        const answer = await get(`${cluster.url}/api/search?q=${renamed}`)
        if (answer.status === 200 && (JSON.parse(answer.body) as { results: unknown[] }).results.length === 1) found.add(answer.worker)
        return found.size
      },
      (size) => size === 2,
      20_000,
    )
  })

  it('drains every worker on SIGTERM: requests in flight on each finish, then all exit', async () => {
    const { port } = new URL(cluster.url)
    const body = JSON.stringify({ name: 'Ada', email: 'ada@tio.test', topic: 'general', message: 'Sent while Tio shuts down.' })
    const inFlight = [0, 1].map(() => {
      const request = http.request({
        port,
        path: '/api/content/contact-messages',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: SITE, expect: '100-continue' },
      })
      const answer = new Promise<Answer>((resolve, reject) => {
        request.on('error', reject)
        request.on('response', (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk.toString()))
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              worker: response.headers['x-tio-worker'] as string,
              connection: response.headers.connection,
              body: text,
            }),
          )
        })
      })
      // 100 Continue: the worker has the request's headers and waits for its body.
      const arrived = new Promise((resolve) => request.once('continue', resolve))
      request.flushHeaders()
      return { request, answer, arrived }
    })
    await Promise.all(inFlight.map((r) => r.arrived))
    const exited = new Promise<number | null>((resolve) => cluster.process.once('exit', (code) => resolve(code)))
    cluster.process.kill('SIGTERM')
    await eventually(
      () => output.match(/"msg":"shutting down"/g)?.length ?? 0,
      (count) => count === 2,
      10_000,
    )
    for (const { request } of inFlight) request.end(body)
    const answers = await Promise.all(inFlight.map((r) => r.answer))
    expect(answers.map((a) => a.status)).toEqual([201, 201])
    expect(new Set(answers.map((a) => a.worker)).size).toBe(2)
    expect(answers.map((a) => a.connection)).toEqual(['close', 'close'])
    expect(await exited).toBe(0)
  })
})
