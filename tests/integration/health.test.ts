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
