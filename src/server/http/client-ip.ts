import type { IncomingMessage } from 'node:http'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'
import type { Config } from '../config'
import type { AppEnv } from './app-env'

type Trust = (address: string, hop: number) => boolean

/** TRUST_PROXY as proxy-addr's trust function: a hop count trusts that many proxies nearest to Tio. */
function trustOf(setting: Config['trustProxy']): Trust | undefined {
  if (setting === undefined || setting === 0) return undefined
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  // Compiled per request that carries the header: a few addresses, microseconds.
  return proxyaddr.compile(setting)
}

/**
 * The client's address from the connection's address and X-Forwarded-For: the rightmost address not
 * sent by a trusted proxy. Without TRUST_PROXY the header is ignored (anyone can write it).
 */
export function resolveClientIp(socketAddress: string, forwardedFor: string | undefined, setting: Config['trustProxy']): string {
  const trust = trustOf(setting)
  if (!trust || !forwardedFor) return socketAddress
  // What proxy-addr reads of a request: its socket's address and X-Forwarded-For.
  const request: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string } } = {
    socket: { remoteAddress: socketAddress },
    headers: { 'x-forwarded-for': forwardedFor },
  }
  return proxyaddr(request as IncomingMessage, trust)
}

/**
 * The address of the browser behind a request (TRUST_PROXY decides whether X-Forwarded-For is read)
 * or, for the in-process API calls a page's loader makes, the address of the page request that made
 * them (see app.ts fetchApi). Undefined for requests with neither (tests through app.request). Every
 * per-IP limit keys on it, and Better Auth stores it with a session.
 */
export function getClientIp(c: Context<AppEnv>): string | undefined {
  const forwarded = (c.env as { clientIp?: string } | undefined)?.clientIp
  if (forwarded) return forwarded
  let socketAddress: string | undefined
  try {
    socketAddress = getConnInfo(c).remote.address
  } catch {
    return undefined
  }
  if (!socketAddress) return undefined
  return resolveClientIp(socketAddress, c.req.header('x-forwarded-for'), c.var.ctx?.config.trustProxy)
}

/**
 * What a per-IP limit counts for `address`: the IPv4 address (also written IPv4-mapped, ::ffff:a.b.c.d),
 * or the /64 network of an IPv6 one. One subscriber is given a whole /64 (often more) and may use any
 * of its 2^64 addresses: counted one by one, each new address would start a fresh sign-in lockout,
 * sign-up or reset allowance.
 */
export function rateLimitKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${network.join(':')}::/64`
}
