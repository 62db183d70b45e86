import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './app-env'

/**
 * The address of the browser behind a request: its socket's remote address or, for the in-process API
 * calls a page's loader makes, the address of the page request that made them (see app.ts fetchApi).
 * Undefined for requests with neither (tests through app.request).
 */
export function getClientIp(c: Context<AppEnv>): string | undefined {
  const forwarded = (c.env as { clientIp?: string } | undefined)?.clientIp
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}
