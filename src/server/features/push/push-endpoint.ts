import http from 'node:http'
import https from 'node:https'
import type { Config } from '../../config'
import { guardedLookup, ipLiteral, isPublicAddress, type AddressPolicy } from '../../http/outbound-address'

type PushConfig = Pick<Config, 'pushServices' | 'production'>

/** Outside production a push service faked on this machine (tests) may be listed in PUSH_SERVICES; never in production. */
const policyOf = (config: PushConfig): AddressPolicy => ({ allowLoopback: !config.production })

function matchesHost(pattern: string, hostname: string): boolean {
  if (pattern.startsWith('*.')) return hostname.endsWith(pattern.slice(1))
  return hostname === pattern
}

/**
 * Why the server refuses to post to this subscription endpoint, or undefined when it may: the host must
 * be one of PUSH_SERVICES (the browsers' push services), and an address written as an IP must be public.
 * The names are checked again when a push is sent, on the addresses they then resolve to.
 */
export function refusePushEndpoint(config: PushConfig, endpoint: string): string | undefined {
  const url = new URL(endpoint)
  const hostname = url.hostname.toLowerCase()
  if (!config.pushServices.some((pattern) => matchesHost(pattern, hostname))) {
    return 'endpoint must be the address of a browser push service.'
  }
  const ip = ipLiteral(hostname)
  if (ip && !isPublicAddress(ip, policyOf(config))) return 'endpoint must not point at a private or local address.'
  return undefined
}

export interface PushRequest {
  endpoint: string
  headers: Record<string, string>
  body: Uint8Array | null
  timeoutMs: number
}

/**
 * POSTs one push message and answers the push service's status. The connection goes only to public
 * addresses, checked after DNS resolution (guardedLookup); no redirect is followed.
 */
export function postPush(config: PushConfig, request: PushRequest): Promise<number> {
  const refusal = refusePushEndpoint(config, request.endpoint)
  if (refusal) return Promise.reject(new Error(refusal))
  const url = new URL(request.endpoint)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(request.body?.byteLength ?? 0) },
        lookup: guardedLookup(policyOf(config)),
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end(request.body ? Buffer.from(request.body) : undefined)
  })
}
