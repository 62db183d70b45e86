import { MESSAGES } from '../../shared/messages'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env'
import { ApiError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The identity provider posts back here (response_mode=form_post); Better Auth checks its state instead. */
const OAUTH_CALLBACK = '/api/auth/callback/'
/** tus speaks its own content type (application/offset+octet-stream) and checks its own headers. */
const TUS = '/api/uploads'
/** A mail client's one-click unsubscribe posts a form (RFC 8058); the signed link is its authority. */
const ONE_CLICK_UNSUBSCRIBE = '/api/notifications/unsubscribe'

const isJson = (contentType: string) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType.trim())

/**
 * Whether a request may come from `origin`: a browser always names the page's origin on a state-changing
 * request (Origin, or at least Sec-Fetch-Site), and it must be one of `allowed`. A request without either
 * comes from no browser (curl, a server), so it cannot be a page forging a visitor's request.
 */
export function isAllowedOrigin(allowed: readonly string[], headers: { origin?: string | null; secFetchSite?: string | null }): boolean {
  if (headers.origin) return allowed.includes(headers.origin)
  return !headers.secFetchSite || headers.secFetchSite === 'same-origin' || headers.secFetchSite === 'none'
}

/**
 * Forged requests refused on every state-changing API route: 403 unless the page's origin is the site's
 * own (config.allowedOrigins), and 415 for a body that is not JSON (a form or text/plain body is how a
 * page elsewhere posts without asking the browser first).
 */
export const guardWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith(OAUTH_CALLBACK)) return next()
  const allowed = c.get('ctx').config.allowedOrigins
  if (!isAllowedOrigin(allowed, { origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') })) {
    throw new ApiError(403, 'forbidden-origin', MESSAGES.originRefused(c.get('ctx').config.publicUrl))
  }
  if (c.req.path === TUS || c.req.path.startsWith(`${TUS}/`) || c.req.path === ONE_CLICK_UNSUBSCRIBE) return next()
  const contentType = c.req.header('content-type')
  const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined
  if (contentType ? !isJson(contentType) : hasBody) {
    throw new ApiError(415, 'unsupported-media-type', 'Send the request body as JSON (Content-Type: application/json).')
  }
  return next()
})
