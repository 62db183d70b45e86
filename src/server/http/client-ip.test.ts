import { afterEach, describe, expect, it } from 'vitest'
import { parseConfig } from '../config'
import { startTestServer, type TestServer } from '../../../tests/support/test-server'
import { createUser } from '../../../tests/support/factories'
import { rateLimitKey, resolveClientIp } from './client-ip'

describe('TRUST_PROXY decides the client address (issue 18 item 5)', () => {
  it('reads X-Forwarded-For only through trusted proxies: a hop count or addresses and ranges', () => {
    const xff = '198.51.100.7, 203.0.113.9'
    expect(resolveClientIp('10.0.0.2', xff, undefined)).toBe('10.0.0.2')
    expect(resolveClientIp('10.0.0.2', xff, 1)).toBe('203.0.113.9')
    expect(resolveClientIp('10.0.0.2', xff, 2)).toBe('198.51.100.7')
    expect(resolveClientIp('10.0.0.2', xff, ['10.0.0.0/8'])).toBe('203.0.113.9')
    expect(resolveClientIp('10.0.0.2', xff, ['10.0.0.0/8', '203.0.113.0/24'])).toBe('198.51.100.7')
    // A connection from outside the trusted ranges wrote the header itself: ignored.
    expect(resolveClientIp('192.0.2.50', xff, ['10.0.0.0/8'])).toBe('192.0.2.50')
  })

  it('per-IP limits count an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(rateLimitKey('not an address')).toBe('not an address')
  })

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses, naming it', () => {
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8'])
    expect(() => parseConfig({ TRUST_PROXY: 'not-an-address' })).toThrowError(/TRUST_PROXY/)
  })

  describe('per-IP limits and Better Auth follow it', () => {
    let server: TestServer | undefined
    afterEach(async () => {
      await server?.close()
      server = undefined
    })

    // The reset limit allows 20 requests per IP and hour; unknown addresses send no mail.
    const askReset = (forwardedFor: string, n: number) =>
      fetch(`${server!.url}/api/auth/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server!.ctx.config.publicUrl, 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: `nobody-${n}@tio.test`, redirectTo: '/reset-password' }),
      })

    async function exhaust(forwardedFor: string) {
      for (let n = 0; n < 20; n++) expect((await askReset(forwardedFor, n)).status).toBe(200)
      expect((await askReset(forwardedFor, 20)).status).toBe(429)
    }

    it('from a trusted proxy, X-Forwarded-For decides the bucket', async () => {
      server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } })
      await exhaust('203.0.113.1')
      expect((await askReset('203.0.113.2', 21)).status).toBe(200)
      // Better Auth stores the same address with the session.
      const user = await createUser(server, { verified: true })
      const login = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.ctx.config.publicUrl,
          'x-forwarded-for': '203.0.113.77',
          'x-tio-client-ip': '6.6.6.6',
        },
        body: JSON.stringify({ email: user.email, password: user.password }),
      })
      expect(login.status).toBe(200)
      const sessions = (await server.ctx.database.db.selectFrom('session').selectAll().where('userId', '=', user.id).execute()) as {
        ipAddress?: string
      }[]
      expect(sessions.map((s) => s.ipAddress)).toContain('203.0.113.77')
      expect(sessions.map((s) => s.ipAddress)).not.toContain('6.6.6.6')
    })

    it('an IPv6 client cannot start afresh from another address of its /64: resets, and wrong passwords (the lockout)', async () => {
      server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } })
      await exhaust('2001:db8:1:2::1')
      expect((await askReset('2001:db8:1:2:ffff:ffff:ffff:fffe', 21)).status).toBe(429)
      expect((await askReset('2001:db8:1:3::1', 22)).status).toBe(200)

      const user = await createUser(server, { verified: true })
      const signIn = (forwardedFor: string, password: string) =>
        fetch(`${server!.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server!.ctx.config.publicUrl, 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ email: user.email, password }),
        })
      // The 10th wrong password of an (address, IP) pair locks that pair out for 15 minutes: each from a new address of the /64.
      for (let n = 1; n <= 10; n++) expect((await signIn(`2001:db8:9:9::${n.toString(16)}`, 'Wrong$Pass1')).status).toBe(401)
      expect((await signIn('2001:db8:9:9::beef', user.password)).status).toBe(429)
      // Another network is not held up by it.
      expect((await signIn('2001:db8:9:a::1', user.password)).status).toBe(200)

      // The routes' own per-IP limits (limitPerIp) as well: Tio Chat's reading of a query, 30 a minute.
      const understand = (forwardedFor: string) =>
        fetch(`${server!.url}/api/assistant/understand?q=tax`, { headers: { 'x-forwarded-for': forwardedFor } })
      for (let n = 1; n <= 30; n++) expect((await understand(`2001:db8:7:7::${n.toString(16)}`)).status).toBe(200)
      expect((await understand('2001:db8:7:7::ffff')).status).toBe(429)
    })

    it('without TRUST_PROXY (or from an untrusted hop) the header is ignored: the socket address decides', async () => {
      server = await startTestServer({ env: { TRUST_PROXY: '10.0.0.0/8' } })
      await exhaust('203.0.113.1')
      expect((await askReset('203.0.113.2', 21)).status).toBe(429)
    })
  })
})
