import type { RateLimits } from '../http/rate-limit'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Wrong passwords lock one address out from one IP only, never everywhere: a stranger guessing from
 * elsewhere cannot keep the owner out. Failures of an (address, IP) pair lock it out for longer and
 * longer: the 10th in 15 minutes until those 15 minutes end, the 20th in an hour until the hour ends,
 * the 30th in a day until the day ends; a successful sign-in clears them. Slow guessing at many
 * addresses from one IP is capped per IP and day. There is deliberately no cap per address alone.
 * `failures` is how many failures lock (the limits count `failures - 1` as allowed: the one that
 * reaches it is answered, the next attempt is refused).
 */
const PAIR_TIERS = [
  { name: 'sign-in:fail:pair:15m', failures: 10, windowSeconds: 15 * MINUTE },
  { name: 'sign-in:fail:pair:1h', failures: 20, windowSeconds: HOUR },
  { name: 'sign-in:fail:pair:1d', failures: 30, windowSeconds: DAY },
]
const IP_TIER = { name: 'sign-in:fail:ip:1d', failures: 100, windowSeconds: DAY }

export interface SignInLockout {
  /** Seconds the pair (or the IP) must wait before trying again; 0 when it may try now. */
  retryAfter: (email: string, ip: string | undefined) => Promise<number>
  /** Counts one wrong password. */
  failed: (email: string, ip: string | undefined) => Promise<void>
  /** A correct password clears the pair's failures. */
  succeeded: (email: string, ip: string | undefined) => Promise<void>
}

export function createSignInLockout(rateLimits: RateLimits): SignInLockout {
  const limit = (tier: { name: string; failures: number; windowSeconds: number }) =>
    rateLimits.create({ name: `auth:${tier.name}`, points: tier.failures - 1, windowSeconds: tier.windowSeconds })
  const pair = PAIR_TIERS.map(limit)
  const perIp = limit(IP_TIER)
  // Requests without a client address (in-process calls) share one pair per address.
  const pairKey = (email: string, ip: string | undefined) => `${email}|${ip ?? ''}`
  return {
    async retryAfter(email, ip) {
      const waits = await Promise.all([...pair.map((l) => l.retryAfter(pairKey(email, ip))), ip ? perIp.retryAfter(ip) : 0])
      return Math.max(...waits)
    },
    async failed(email, ip) {
      await Promise.all([...pair.map((l) => l.consume(pairKey(email, ip))), ip ? perIp.consume(ip) : true])
    },
    async succeeded(email, ip) {
      await Promise.all(pair.map((l) => l.reset(pairKey(email, ip))))
    },
  }
}
