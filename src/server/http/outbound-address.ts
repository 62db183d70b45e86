import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import type { LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

export interface AddressPolicy {
  /** Loopback addresses allowed (outside production only: a push service faked on this machine in tests). */
  allowLoopback: boolean
}

/**
 * Whether an IP address is a public one the server may connect to: global unicast only, never its own
 * machine, a private or link-local network, or a special range (ipaddr.js names the range).
 */
export function isPublicAddress(address: string, policy: AddressPolicy = { allowLoopback: false }): boolean {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  const range = parsed.range()
  return range === 'unicast' || (range === 'loopback' && policy.allowLoopback)
}

/** A hostname that is an IP literal (`127.0.0.1`, `[::1]`), without its brackets; undefined for a name. */
export function ipLiteral(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[|\]$/g, '')
  return ipaddr.isValid(bare) ? bare : undefined
}

export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS'
}

/**
 * A `lookup` for http(s).request that resolves the name and refuses to connect when any address it
 * resolves to is not public: the check runs on the very addresses the socket connects to, so a name
 * that resolves elsewhere later (DNS rebinding) cannot slip past a check made earlier.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const refused = addresses.find((a) => !isPublicAddress(a.address, policy))
      if (refused || addresses.length === 0) {
        return callback(new ForbiddenAddressError(`${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`), '', 0)
      }
      if (options.all) return callback(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}
