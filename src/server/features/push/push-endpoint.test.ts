import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { parseConfig } from '../../config'
import { refusePushEndpoint } from './push-endpoint'

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
}

describe('push endpoints: only the browser push services, never a private address (issue 18 item 4)', () => {
  const production = parseConfig({ NODE_ENV: 'production' })

  it('accepts the known push services by default', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(refusePushEndpoint(production, endpoint), endpoint).toBeUndefined()
    }
  })

  it('refuses any other host, and private, loopback or link-local addresses even when listed', () => {
    for (const endpoint of [
      'https://127.0.0.1:5432/',
      'https://internal.corp.example/push',
      'https://web.push.apple.com.attacker.example/abc',
      'https://fcm.googleapis.com.attacker.example/abc',
    ]) {
      expect(refusePushEndpoint(production, endpoint), endpoint).toBeDefined()
    }
    const listed = parseConfig({ NODE_ENV: 'production', PUSH_SERVICES: '127.0.0.1,10.1.2.3,169.254.169.254,[::1],[fd00::1]' })
    for (const endpoint of [
      'https://127.0.0.1:5432/',
      'https://10.1.2.3/',
      'https://169.254.169.254/latest',
      'https://[::1]/',
      'https://[fd00::1]/',
    ]) {
      expect(refusePushEndpoint(listed, endpoint), endpoint).toMatch(/private or local/)
    }
  })
})

describe.each(DIALECTS)('push endpoint checks on a production server on %s', (dialect) => {
  let server: TestServer
  let connections = 0
  const listener = createServer((socket) => {
    connections++
    socket.destroy()
  })

  beforeAll(async () => {
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    server = await startTestServer({
      dialect,
      listen: false,
      env: { NODE_ENV: 'production', PUSH_SERVICES: 'localhost,fcm.googleapis.com' },
    })
  })
  afterAll(async () => {
    await server.close()
    await new Promise<void>((resolve) => listener.close(() => resolve()))
  })

  it('refuses an internal endpoint at subscription: 400 and nothing stored', async () => {
    const user = await createUser(server)
    for (const endpoint of ['https://127.0.0.1:5432/', 'https://db.internal.example/x']) {
      const response = await server.request('/api/push/subscriptions', { method: 'POST', json: { endpoint, keys }, cookie: user.cookie })
      expect(response.status, endpoint).toBe(400)
    }
    const rows = await server.ctx.database.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', user.id).execute()
    expect(rows).toHaveLength(0)
  })

  it('at send time, a listed name that resolves to a private address is never connected to', async () => {
    const user = await createUser(server)
    const { port } = listener.address() as AddressInfo
    const now = new Date().toISOString()
    // As if the name had resolved to a public address when the browser subscribed (DNS rebinding).
    await server.ctx.database.db
      .insertInto('push_subscriptions')
      .values({
        id: randomUUID(),
        user_id: user.id,
        endpoint: `https://localhost:${port}/push/${randomUUID()}`,
        ...keys,
        user_agent: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
    const outcome = await server.features.push.service.sendPushToUser(user.id, { title: 't', body: 'b', url: '/chat', tag: 'x' })
    expect(outcome).toEqual({ sent: 0, removed: 0, failed: 1 })
    expect(connections).toBe(0)
  })
})
