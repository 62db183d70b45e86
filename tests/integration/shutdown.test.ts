import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { startTestServer } from '../support/test-server'

interface Answer {
  status: number
  connection: string | undefined
  body: string
}

describe('graceful shutdown (issue 2 item 10)', () => {
  it('stops accepting, finishes the request in flight on a closing connection, then closes', async () => {
    const server = await startTestServer()
    const { port } = new URL(server.url)
    const agent = new http.Agent({ keepAlive: true })
    const body = JSON.stringify({ name: 'Ada', email: 'ada@tio.test', topic: 'general', message: 'Sent while Tio shuts down.' })
    // A request in flight: its headers are in, half of its body is still on the way.
    const request = http.request({
      port,
      path: '/api/content/contact-messages',
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: server.ctx.config.publicUrl },
    })
    const answer = new Promise<Answer>((resolve, reject) => {
      request.on('error', reject)
      request.on('response', (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body: text }))
      })
    })
    const arrived = new Promise((resolve) => server.httpServer.once('request', resolve))
    request.flushHeaders()
    request.write(body.slice(0, 20))
    await arrived

    const closed = server.close()
    const refused = await new Promise<string>((resolve) => {
      http
        .get({ port, path: '/healthz', agent: false }, () => resolve('answered'))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
    })
    expect(refused).toBe('ECONNREFUSED')

    request.end(body.slice(20))
    const { status, connection, body: text } = await answer
    expect(status).toBe(201)
    expect(JSON.parse(text)).toMatchObject({ message: { name: 'Ada' } })
    // The client is told not to reuse the connection, and the server closes it: nothing holds the process open.
    expect(connection).toBe('close')
    await closed
    agent.destroy()
  })
})
