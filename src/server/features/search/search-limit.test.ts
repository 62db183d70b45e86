import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../shared/messages'
import { startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { SEARCH_LIMIT } from './search.routes'

describe('search is limited per IP (issue 18 item 5)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } })
  })
  afterAll(async () => server.close())

  const get = (path: string, from: string) => fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': from } })

  it('allows typing-as-you-search (three a second), then answers 429 with Retry-After and a clear message', async () => {
    expect(SEARCH_LIMIT.points / SEARCH_LIMIT.windowSeconds).toBeGreaterThanOrEqual(3)
    const from = '198.51.100.5'
    const prefix = 'plumber in madrid'
    for (let i = 0; i < SEARCH_LIMIT.points; i++) {
      // Search and directory share the budget.
      const path = i % 10 === 9 ? '/api/search/directory' : `/api/search?q=${encodeURIComponent(prefix.slice(0, (i % prefix.length) + 1))}`
      const response = await get(path, from)
      expect(response.status, path).toBe(200)
    }
    const refused = await get('/api/search?q=plumber', from)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({ error: { code: 'rate-limited', message: MESSAGES.searchLimited } })
    expect((await get('/api/search/directory', from)).status).toBe(429)
    // Another visitor searches on.
    expect((await get('/api/search?q=plumber', '198.51.100.6')).status).toBe(200)
  })
})
