import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type TestUser } from '../../../tests/support/factories'
import { connectSocket } from '../../../tests/support/socket-client'
import { DIALECTS, startTestServer, type TestServer } from '../../../tests/support/test-server'
import { io } from 'socket.io-client'
import { parseConfig } from '../config'

const EVIL = 'https://evil.example'
const PARTNER = 'https://app.partner.example'

function connectWithOrigin(url: string, cookie: string, origin: string) {
  return new Promise<void>((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie, origin }, reconnection: false })
    socket.once('connect', () => {
      socket.close()
      resolve()
    })
    socket.once('connect_error', (error) => {
      socket.close()
      reject(error)
    })
  })
}

describe('ALLOWED_ORIGINS', () => {
  it('adds origins to PUBLIC_URL’s (in production, without the local addresses) and refuses anything but origins', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tio.example/app',
      ALLOWED_ORIGINS: `${PARTNER}, https://b.example:8443/`,
    })
    expect(config.allowedOrigins).toEqual(['https://tio.example', PARTNER, 'https://b.example:8443'])
    expect(() => parseConfig({ ALLOWED_ORIGINS: 'not an origin' })).toThrow(/ALLOWED_ORIGINS/)
  })
})

describe.each(DIALECTS)('forged requests refused on %s (issue 18 item 3)', (dialect) => {
  let server: TestServer
  let ada: TestUser
  let bob: TestUser
  const countRows = async (table: 'contacts' | 'blocks' | 'assistant_conversations') =>
    (
      await server.ctx.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n

  beforeAll(async () => {
    server = await startTestServer({ dialect, env: { ALLOWED_ORIGINS: PARTNER } })
    ;[ada, bob] = await Promise.all([createUser(server), createUser(server)])
  })
  afterAll(() => server.close())

  it('a state-changing request from another site’s page gets 403 and changes nothing', async () => {
    const before = { contacts: await countRows('contacts'), blocks: await countRows('blocks') }
    for (const path of [`/api/contacts/${bob.id}`, `/api/blocks/${bob.id}`]) {
      const response = await server.request(path, { method: 'POST', cookie: ada.cookie, headers: { origin: EVIL } })
      expect(response.status, path).toBe(403)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden-origin')
    }
    // No Origin but a browser's Sec-Fetch-Site saying another site sent it: refused too.
    const bare = await server.request(`/api/contacts/${bob.id}`, {
      method: 'POST',
      cookie: ada.cookie,
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    })
    expect(bare.status).toBe(403)
    const signIn = await server.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: ada.email, password: ada.password },
      headers: { origin: EVIL },
    })
    expect(signIn.status).toBe(403)
    expect({ contacts: await countRows('contacts'), blocks: await countRows('blocks') }).toEqual(before)
  })

  it('the site’s own origin and ALLOWED_ORIGINS pass', async () => {
    expect((await server.request(`/api/contacts/${bob.id}`, { method: 'POST', cookie: ada.cookie })).status).toBe(201)
    expect(
      (await server.request(`/api/contacts/${bob.id}`, { method: 'DELETE', cookie: ada.cookie, headers: { origin: PARTNER } })).status,
    ).toBe(200)
  })

  it('a JSON route refuses text/plain, a form, or a body without a content type with 415', async () => {
    const before = await countRows('assistant_conversations')
    const bodies: [string | undefined, string][] = [
      ['text/plain', '{"title":"x"}'],
      ['application/x-www-form-urlencoded', 'title=x'],
      ['multipart/form-data; boundary=x', '--x--'],
      [undefined, '{"title":"x"}'],
    ]
    for (const [type, body] of bodies) {
      // Over HTTP, so the body arrives with its Content-Length as from a browser; a Uint8Array body gets no default type.
      const headers: Record<string, string> = { cookie: ada.cookie, origin: server.ctx.config.publicUrl }
      if (type) headers['content-type'] = type
      const response = await fetch(`${server.url}/api/assistant/conversations`, {
        method: 'POST',
        body: new TextEncoder().encode(body),
        headers,
      })
      expect(response.status, String(type)).toBe(415)
    }
    expect(await countRows('assistant_conversations')).toBe(before)
  })

  it('the socket handshake accepts only the site’s own origins', async () => {
    await expect(connectWithOrigin(server.url, ada.cookie, EVIL)).rejects.toThrow()
    await connectWithOrigin(server.url, ada.cookie, server.ctx.config.publicUrl)
    await connectWithOrigin(server.url, ada.cookie, PARTNER)
    // Node clients send no Origin: not a browser page, so not a forgery.
    ;(await connectSocket(server.url, ada.cookie)).close()
  })

  it('tus never answers Access-Control-Allow-Origin: *', async () => {
    const evil = await server.request('/api/uploads', {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST' },
    })
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    const own = await server.request('/api/uploads', { method: 'OPTIONS', headers: { 'access-control-request-method': 'POST' } })
    expect(own.headers.get('access-control-allow-origin')).toBe(server.ctx.config.publicUrl)
  })
})
