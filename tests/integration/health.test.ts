import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS, startTestServer, type TestServer } from '../support/test-server'

describe.each(DIALECTS)('health probes on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  })
  afterAll(async () => server.close())

  it('answers /healthz and /readyz with the database dialect', async () => {
    expect((await server.request('/healthz')).status).toBe(200)
    const ready = await server.request('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: dialect })
  })
})

// A PostgreSQL that goes away while Tio runs (restart, network cut): the process lives on, /readyz says so,
// and Tio is ready again once the server is back. Tio reaches PostgreSQL through a proxy the test can cut.
describe.runIf(process.env.TEST_DATABASE_URL)('health probes when PostgreSQL goes away', () => {
  const target = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost')
  const links = new Set<Socket>()
  const proxy = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname)
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      links.add(from)
      from.on('error', () => to.destroy())
      from.on('close', () => links.delete(from))
      from.pipe(to)
    }
  })
  const listen = (port = 0) => new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve))
  let server: TestServer
  beforeAll(async () => {
    await listen()
    const url = Object.assign(new URL(target.href), { host: `127.0.0.1:${(proxy.address() as AddressInfo).port}` })
    server = await startTestServer({ dialect: 'postgres', listen: false, env: { DATABASE_URL: url.href } })
  })
  afterAll(async () => {
    await server.close()
    proxy.close()
  })

  it('answers /readyz 503 while the database is unreachable, then 200 again', async () => {
    expect((await server.request('/readyz')).status).toBe(200)
    const { port } = proxy.address() as AddressInfo
    const stopped = new Promise((resolve) => proxy.close(resolve))
    for (const socket of links) socket.destroy() // the pool's idle connections break
    await stopped
    const down = await server.request('/readyz')
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ error: { code: 'not-ready', message: 'The database is not reachable.' } })
    expect((await server.request('/healthz')).status).toBe(200)
    await listen(port)
    expect((await server.request('/readyz')).status).toBe(200)
  })
})
