import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startTestServer, type TestServer } from '../../../tests/support/test-server'
import type { AppContext } from '../context'
import { API_BODY_LIMIT, createApp } from './app'
import type { AppEnv } from './app-env'
import { ApiError } from './errors'
import { validate } from './validate'

/** Serves `app` on a real connection, as server.ts does. */
async function listen(app: ReturnType<typeof createApp>): Promise<{ url: string; close: () => Promise<void> }> {
  const httpServer = createServer(getRequestListener(app.fetch))
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  const { port } = httpServer.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        httpServer.closeAllConnections()
        httpServer.close(() => resolve())
      }),
  }
}

describe('HTTP baseline (issue 2 item 10)', () => {
  let server: TestServer
  let app: ReturnType<typeof createApp>
  const logged: unknown[] = []
  const requests: { level: string; status: number; path: string }[] = []
  const requestLine = (level: string) => (line: { status: number; path: string }) =>
    requests.push({ level, status: line.status, path: line.path })
  beforeAll(async () => {
    server = await startTestServer({ listen: false })
    // The real app with one probe route, to exercise the shared error handling end to end.
    const logger = Object.assign(Object.create(server.ctx.logger) as AppContext['logger'], {
      child: () => ({ info: requestLine('info'), debug: requestLine('debug'), error: (...args: unknown[]) => logged.push(args) }),
    })
    const ctx: AppContext = { ...server.ctx, logger }
    app = createApp(ctx, {
      mountApi: (api) => {
        api.route(
          '/probe',
          new Hono<AppEnv>()
            .post('/', validate('json', z.object({ name: z.string().min(1, 'Enter a name') })), (c) =>
              c.json({ ok: c.req.valid('json').name }),
            )
            .get('/boom', () => {
              throw new Error('kaboom')
            })
            .get('/own-policy', (c) => c.text('file', 200, { 'Content-Security-Policy': 'sandbox', 'X-Frame-Options': 'SAMEORIGIN' }))
            .get('/quiet/:status', (c) => {
              c.set('quietLog', true)
              if (c.req.param('status') === '200') return c.json({ ok: true })
              throw new ApiError(429, 'rate-limited')
            }),
        )
      },
      web: { render: async () => new Response('<!doctype html><title>page</title>', { headers: { 'content-type': 'text/html' } }) },
    })
  })
  afterAll(async () => server.close())

  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    app.request('/api/probe', { method: 'POST', body, headers })

  it('unknown API routes answer 404 in the JSON error shape', async () => {
    const response = await app.request('/api/no/such/route')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'not-found', message: 'No such API route.' } })
  })

  it('malformed JSON answers 400 invalid-json', async () => {
    const response = await post('{"name":')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'invalid-json' } })
  })

  it('invalid input answers 400 naming the field and what to fix', async () => {
    const response = await post(JSON.stringify({ name: '' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'bad-request', message: 'name: Enter a name', fields: { name: 'Enter a name' } },
    })
  })

  it('a body over the limit answers 413', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(API_BODY_LIMIT + 1) }))
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: { code: 'payload-too-large' } })
  })

  it('an unexpected error answers 500 without leaking details, and is logged', async () => {
    const response = await app.request('/api/probe/boom')
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(JSON.stringify(body)).not.toContain('kaboom')
    expect(body).toMatchObject({ error: { code: 'internal' } })
    expect(logged.length).toBeGreaterThan(0)
  })

  it('logs every request at info level, but the successes of a quiet route at debug (issue 21 item 3)', async () => {
    requests.length = 0
    expect((await app.request('/api/probe/quiet/200')).status).toBe(200)
    expect((await app.request('/api/probe/quiet/429')).status).toBe(429)
    expect((await app.request('/api/no/such/route')).status).toBe(404)
    expect(requests).toEqual([
      { level: 'debug', status: 200, path: '/api/probe/quiet/200' },
      { level: 'info', status: 429, path: '/api/probe/quiet/429' },
      { level: 'info', status: 404, path: '/api/no/such/route' },
    ])
  })

  it('pages carry a strict CSP with a nonce and the other security headers', async () => {
    const response = await app.request('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    // Connections (API, uploads, the socket) go to the site itself, never to any ws:/wss: host.
    const publicOrigin = new URL(server.ctx.config.publicUrl).origin
    expect(csp).toContain(`connect-src 'self' ${publicOrigin.replace(/^http/, 'ws')};`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(response.headers.get('x-request-id')).toBeTruthy()
  })

  it.each(['/api/no/such/route', '/api/probe/boom', '/dev/mailbox'])(
    '%s carries the secure headers and a policy under which nothing runs',
    async (path) => {
      const response = await app.request(path)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
    },
  )

  it('keeps the headers an answer sets itself, in process and over a connection', async () => {
    const { url, close } = await listen(app)
    try {
      for (const response of [await app.request('/api/probe/own-policy'), await fetch(`${url}/api/probe/own-policy`)]) {
        expect(response.headers.get('content-security-policy')).toBe('sandbox')
        expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      }
    } finally {
      await close()
    }
  })

  it('sends the same secure headers and request id over a connection as in process (issue 21 item 3)', async () => {
    const { url, close } = await listen(app)
    try {
      for (const path of ['/', '/api/no/such/route', '/api/probe/boom', '/api/probe/quiet/200', '/dev/mailbox']) {
        const [inProcess, overHttp] = [await app.request(path), await fetch(`${url}${path}`)]
        expect(overHttp.status).toBe(inProcess.status)
        for (const name of [
          'content-security-policy',
          'x-content-type-options',
          'referrer-policy',
          'x-frame-options',
          'strict-transport-security',
        ]) {
          if (name === 'content-security-policy' && path === '/') continue // a nonce per request
          expect([path, name, overHttp.headers.get(name)]).toEqual([path, name, inProcess.headers.get(name)])
        }
        expect(overHttp.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/)
      }
      const given = await fetch(`${url}/api/probe/quiet/200`, { headers: { 'X-Request-Id': 'trace-42' } })
      expect(given.headers.get('x-request-id')).toBe('trace-42')
      const refused = await fetch(`${url}/api/probe/quiet/200`, { headers: { 'X-Request-Id': 'not valid!' } })
      expect(refused.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/)
      expect((await app.request('/api/probe/quiet/200', { headers: { 'X-Request-Id': 'trace-43' } })).headers.get('x-request-id')).toBe(
        'trace-43',
      )
    } finally {
      await close()
    }
  })

  it('adds HSTS in production, to pages and API answers alike', async () => {
    const production = createApp(
      { ...server.ctx, config: { ...server.ctx.config, production: true } },
      { mountApi: () => {}, web: { render: async () => new Response('ok') } },
    )
    expect((await production.request('/')).headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    expect((await production.request('/api/nothing')).headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
    expect((await production.request('/healthz')).headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('has no dev mailbox in production: the path shows the not-found page like any unknown one (issue 2 item 7)', async () => {
    const notFoundPage = async () =>
      new Response('<!doctype html><title>Page not found</title>', { status: 404, headers: { 'content-type': 'text/html' } })
    const production = createApp(
      { ...server.ctx, config: { ...server.ctx.config, production: true } },
      { mountApi: () => {}, web: { render: notFoundPage } },
    )
    const response = await production.request('/dev/mailbox?format=json')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<title>Page not found</title>')
  })
})
