import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from './app-env'

const HSTS = 'max-age=31536000; includeSubDomains'

/** The policy of a document that brings none of its own (an API answer, the dev mailbox): nothing in it runs or frames it. */
const NOTHING_RUNS = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * Every response: no MIME sniffing, a referrer policy, no framing, HSTS in production; and on the
 * API's and the dev mailbox's answers, the NOTHING_RUNS policy unless they set their own (a stored
 * file's sandbox). Static files get no CSP: the offline page and the service worker's script would
 * be bound by it. Answers the headers a response to `path` carries unless it has its own (the pages'
 * own, below); app.ts applies them.
 */
export function baselineHeaders(production: boolean): (path: string) => readonly (readonly [string, string])[] {
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'DENY'],
    ...(production ? ([['strict-transport-security', HSTS]] as [string, string][]) : []),
  ]
  const withPolicy: [string, string][] = [...headers, ['content-security-policy', NOTHING_RUNS]]
  return (path) => (path.startsWith('/api/') || path.startsWith('/dev/') ? withPolicy : headers)
}

/**
 * Pages: a CSP that allows no inline script (a nonce per request instead) and the other secure headers.
 * A page connects to its own origin only (the API, uploads, Socket.IO and, in dev, Vite's HMR socket all
 * live there): 'self', which current browsers also match against same-host ws:/wss:, plus the socket
 * form of PUBLIC_URL for a browser that does not.
 */
export function pageHeaders(publicUrl: string): MiddlewareHandler<AppEnv> {
  const socketOrigin = new URL(publicUrl).origin.replace(/^http/, 'ws')
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", socketOrigin],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    // HSTS, like the headers below, is set on every response by baselineHeaders.
    strictTransportSecurity: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // Google sign-in runs in a popup the page must keep a handle on (AUTH-06).
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    permissionsPolicy: { camera: ['self'], microphone: ['self'], geolocation: [] },
  })
}
