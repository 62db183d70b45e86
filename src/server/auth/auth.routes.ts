import type { Context } from 'hono'
import { z } from 'zod'
import { ERROR_MESSAGES, MESSAGES } from '../../shared/messages'
import type { AppContext } from '../context'
import type { AppEnv } from '../http/app-env'
import { getClientIp, rateLimitKey } from '../http/client-ip'
import { errorBody } from '../http/errors'
import type { RateLimit } from '../http/rate-limit'
import { REAUTHENTICATION_LIMIT } from '../features/profiles'
import { CLIENT_IP_HEADER } from './auth'
import { createSignInLockout } from './sign-in-lockout'

interface Limits {
  perIp: RateLimit
  /** None for sign-in: its wrong passwords count per address and IP (sign-in-lockout.ts). */
  perEmail?: RateLimit
  /** The error code a per-email refusal answers with. */
  emailCode: 'rate-limited' | 'quota-exceeded'
}

/** Better Auth's error codes → ours (CALL-22), with the text the SPA shows. */
const AUTH_CODES: Record<string, { code: string; message: string }> = {
  USER_ALREADY_EXISTS: { code: 'email-already-in-use', message: MESSAGES.emailInUse },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'email-already-in-use', message: MESSAGES.emailInUse },
  INVALID_EMAIL_OR_PASSWORD: { code: 'invalid-credentials', message: MESSAGES.loginWrongCredentials },
  INVALID_EMAIL: { code: 'invalid-email', message: MESSAGES.emailLinkInvalid },
  INVALID_PASSWORD: { code: 'invalid-credentials', message: MESSAGES.loginWrongCredentials },
  PASSWORD_TOO_SHORT: { code: 'weak-password', message: MESSAGES.passwordCriteria },
  PASSWORD_TOO_LONG: { code: 'weak-password', message: MESSAGES.passwordCriteria },
  INVALID_TOKEN: { code: 'invalid-token', message: 'This link is no longer valid. Please ask for a new one.' },
  TOKEN_EXPIRED: { code: 'invalid-token', message: 'This link is no longer valid. Please ask for a new one.' },
  USER_NOT_FOUND: { code: 'user-not-found', message: MESSAGES.resetFailure },
  EMAIL_ALREADY_VERIFIED: { code: 'email-already-verified', message: 'This email address is already verified.' },
}

const emailSchema = z.email()

/**
 * Where Google sends the sign-in popup back to (AUTH-06): a page without the app's
 * Cross-Origin-Opener-Policy, so the opener keeps its handle on the popup, sees it arrive here and
 * closes it. Served under /api so that it is not the SSR app.
 */
const GOOGLE_POPUP_DONE_PATH = '/popup-done'

function popupDonePage(failed: boolean) {
  const text = failed
    ? 'Google sign-in did not complete. You can close this window and try again.'
    : 'You are signed in to Tio. You can close this window.'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tio</title></head><body style="font-family:system-ui,sans-serif;padding:2rem;text-align:center"><p>${text}</p></body></html>`
}

/**
 * Better Auth's own user update would store any name (no length, HTML) and any external image URL:
 * Tio's settings routes apply its name and photo rules, so the endpoint is off (auth.ts disabledPaths).
 */
/**
 * Better Auth endpoints Tio does not use, refused: update-user (names and photos change under Tio's
 * rules), verify-password (a stolen session could test guesses there without any limit) and
 * list-sessions (it hands every session's token to the page's scripts, which the HttpOnly cookie keeps from them).
 */
export const REFUSED_AUTH_PATHS = ['/update-user', '/verify-password', '/list-sessions']

/** The request Better Auth sees: its client address is the one TRUST_PROXY decided, nothing the client wrote. */
function withClientIp(request: Request, ip: string | undefined): Request {
  const headers = new Headers(request.headers)
  headers.delete(CLIENT_IP_HEADER)
  if (ip) headers.set(CLIENT_IP_HEADER, ip)
  return new Request(request, { headers })
}

function tooMany(c: Context<AppEnv>, code: 'rate-limited' | 'quota-exceeded', retryAfter: number) {
  if (retryAfter > 0) c.header('Retry-After', String(retryAfter))
  return c.json(errorBody(code, ERROR_MESSAGES[code]), 429)
}

async function readEmail(request: Request): Promise<string | undefined> {
  if (request.method !== 'POST') return undefined
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  const email = (body as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined
}

/**
 * The /api/auth/* routes: Better Auth behind our rate limits (per IP and per email, shared through
 * Redis when configured) with its error bodies rewritten to our { error: { code, message } } shape.
 */
export function createAuthHandler(ctx: AppContext) {
  const limiter = (name: string, points: number, windowSeconds: number) =>
    ctx.rateLimits.create({ name: `auth:${name}`, points, windowSeconds })
  const hour = 60 * 60
  const lockout = createSignInLockout(ctx.rateLimits)
  const reauthentication = ctx.rateLimits.create(REAUTHENTICATION_LIMIT)
  const limits: Record<string, Limits> = {
    '/sign-in/email': { perIp: limiter('sign-in:ip', 30, 15 * 60), emailCode: 'rate-limited' },
    '/sign-up/email': { perIp: limiter('sign-up:ip', 20, hour), perEmail: limiter('sign-up:email', 5, hour), emailCode: 'rate-limited' },
    '/request-password-reset': {
      perIp: limiter('reset:ip', 20, hour),
      perEmail: limiter('reset:email', 5, hour),
      emailCode: 'rate-limited',
    },
    '/sign-in/magic-link': { perIp: limiter('link:ip', 20, hour), perEmail: limiter('link:email', 3, hour), emailCode: 'quota-exceeded' },
    '/send-verification-email': {
      perIp: limiter('verify:ip', 20, hour),
      perEmail: limiter('verify:email', 5, hour),
      emailCode: 'rate-limited',
    },
  }

  return async (c: Context<AppEnv>) => {
    const path = c.req.path.replace(/^\/api\/auth/, '')
    if (path === '/providers' && c.req.method === 'GET') {
      return c.json({ google: Boolean(ctx.config.google) })
    }
    if (path === GOOGLE_POPUP_DONE_PATH && c.req.method === 'GET') {
      return c.html(popupDonePage(Boolean(c.req.query('error'))), 200, { 'cache-control': 'no-store' })
    }
    if (REFUSED_AUTH_PATHS.includes(path))
      return c.json(errorBody('not-found', path === '/update-user' ? MESSAGES.updateUserRefused : 'No such API route.'), 404)
    if (path === '/change-password' && c.req.method === 'POST') {
      // The current password is a guess like any other: counted per person, with account deletion's.
      const session = await ctx.auth.api.getSession({ headers: c.req.raw.headers })
      if (session && !(await reauthentication.consume(session.user.id))) {
        c.header('Retry-After', String(Math.max(1, await reauthentication.retryAfter(session.user.id))))
        return c.json(errorBody('rate-limited', MESSAGES.reauthTooMany), 429)
      }
    }
    const limit = limits[path]
    const ip = getClientIp(c)
    // Limits and the lockout count an IPv6 client by its /64; Better Auth stores the address itself.
    const key = ip && rateLimitKey(ip)
    const signIn = path === '/sign-in/email' && c.req.method === 'POST'
    let email: string | undefined
    if (limit && c.req.method === 'POST') {
      email = await readEmail(c.req.raw)
      if ((path === '/sign-in/magic-link' || path === '/request-password-reset') && !emailSchema.safeParse(email ?? '').success) {
        const message = path === '/sign-in/magic-link' ? MESSAGES.emailLinkInvalid : MESSAGES.resetFailure
        return c.json(errorBody('invalid-email', message), 400)
      }
      if (key && !(await limit.perIp.consume(key))) return tooMany(c, 'rate-limited', await limit.perIp.retryAfter(key))
      if (signIn && email) {
        const wait = await lockout.retryAfter(email, key)
        if (wait > 0) return tooMany(c, 'rate-limited', wait)
      }
      if (email && limit.perEmail && !(await limit.perEmail.consume(email))) {
        return tooMany(c, limit.emailCode, await limit.perEmail.retryAfter(email))
      }
    }
    const response = await ctx.auth.handler(withClientIp(c.req.raw, ip))
    if (signIn && email) {
      if (response.status === 401) await lockout.failed(email, key)
      else if (response.ok) await lockout.succeeded(email, key)
    }
    return normaliseError(response, path, ctx.config.publicUrl)
  }
}

async function normaliseError(response: Response, path: string, publicUrl: string): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string; error?: unknown } | null
  if (!body || (typeof body.error === 'object' && body.error !== null)) return response
  const raw = body.code ?? 'error'
  const mapped =
    raw === 'INVALID_EMAIL' && path === '/request-password-reset'
      ? { code: 'invalid-email', message: MESSAGES.resetFailure }
      : raw === 'INVALID_ORIGIN'
        ? { code: 'forbidden-origin', message: MESSAGES.originRefused(publicUrl) }
        : AUTH_CODES[raw]
  const code = mapped?.code ?? raw.toLowerCase().replaceAll('_', '-')
  const message = mapped?.message ?? body.message ?? ERROR_MESSAGES.internal
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers })
}
