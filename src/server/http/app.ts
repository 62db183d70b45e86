import type { ServerResponse } from 'node:http'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppLoadContext } from 'react-router'
import '../../shared/load-context'
import { API_ROUTES } from '../../shared/api-routes'
import { sql } from 'kysely'
import { createAuthHandler } from '../auth/auth.routes'
import type { AppContext } from '../context'
import { createMailboxRoutes } from '../mail/mailbox.routes'
import type { AppEnv } from './app-env'
import { getClientIp } from './client-ip'
import { ApiError, errorBody } from './errors'
import { loadUser } from './guards'
import { buildOpenApiDocument } from './openapi'
import { baselineHeaders, pageHeaders } from './security-headers'
import { guardText } from './text-guard'
import { guardWrites } from './write-guard'

export const API_BODY_LIMIT = 1024 * 1024
/** A request this slow is logged at info level even on a quiet route (AppEnv quietLog). */
export const SLOW_REQUEST_MS = 100
/** What hono/request-id refuses in a given X-Request-Id (it then makes a new one). */
const INVALID_REQUEST_ID = /[^\w\-=]/

/** What the web side needs from the server to render a page: see src/web/app/load-context.ts. */
export interface WebRenderer {
  /** Registers static assets (production build); undefined in development, where Vite serves them. */
  assets?: (app: Hono<AppEnv>) => void
  render: (request: Request, loadContext: AppLoadContext) => Promise<Response>
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
}

export type ApiMount = (api: Hono<AppEnv>) => void

/**
 * The HTTP application: API under /api, health probes, the dev mailbox, and every other GET rendered
 * by the web app (server-side rendering with a per-request CSP nonce).
 */
export function createApp(ctx: AppContext, options: { mountApi: ApiMount; web?: WebRenderer }) {
  const app = new Hono<AppEnv>()

  const defaultHeaders = baselineHeaders(ctx.config.production)
  // One middleware for what every request needs first: its id (a valid X-Request-Id it came with, as
  // hono/request-id takes it, or a new one), a logger naming it, the secure default headers and the
  // request's log line.
  app.use(async (c, next) => {
    const given = c.req.header('X-Request-Id')
    const requestId = given && given.length <= 255 && !INVALID_REQUEST_ID.test(given) ? given : crypto.randomUUID()
    const log = ctx.logger.child({ requestId })
    // c.get rather than c.var on every request's path: c.var copies all the variables into a new object.
    c.set('requestId', requestId)
    c.set('ctx', ctx)
    c.set('log', log)
    const defaults = defaultHeaders(c.req.path)
    // Over a connection the defaults go on the Node response before the app answers, and the answer's
    // own headers replace them when it is written (writeHead): no Headers object built and searched
    // per answer, about a twentieth of a public search's server time. In process (app.request: tests,
    // a page's API calls) they are added to the answer afterwards.
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of defaults) outgoing.setHeader(name, value)
      outgoing.setHeader('x-request-id', requestId)
    }
    const started = performance.now()
    await next()
    if (!outgoing) {
      try {
        const target = c.res.headers
        target.set('X-Request-Id', requestId)
        for (const [name, value] of defaults) if (!target.has(name)) target.set(name, value)
      } catch {
        // Some responses (a redirect made with Response.redirect, proxied fetches) have immutable headers; the id is still in the log.
      }
    }
    const ms = Math.round(performance.now() - started)
    if (c.req.path.startsWith('/assets/')) return
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms }
    if (c.get('quietLog') && c.res.status < 400 && ms < SLOW_REQUEST_MS) log.debug(line, 'request')
    else log.info(line, 'request')
  })

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(errorBody(error.code, error.message, error.fields), error.status)
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode
      const code = STATUS_CODES[status] ?? 'error'
      const message =
        status === 413
          ? 'The request is too large.'
          : /malformed json/i.test(error.message)
            ? 'The request body is not valid JSON.'
            : error.message || code
      return c.json(errorBody(status === 400 && /json/i.test(message) ? 'invalid-json' : code, message), status)
    }
    c.var.log?.error({ err: error }, 'unhandled error')
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500)
  })

  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.get('/readyz', async (c) => {
    try {
      await sql`select 1`.execute(ctx.database.db)
      return c.json({ status: 'ready', database: ctx.database.dialect })
    } catch {
      return c.json(errorBody('not-ready', 'The database is not reachable.'), 503)
    }
  })

  const api = new Hono<AppEnv>()
  const limitBody = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, 'payload-too-large')
    },
  })
  api.use(async (c, next) => {
    // Uploads stream large bodies through their own limits (tus); everything else is small JSON.
    // GET and HEAD carry no body, and asking for one would build a whole fetch Request per call
    // (about a tenth of a public search's server time).
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/uploads')) return next()
    return limitBody(c, next)
  })
  api.use(guardWrites)
  api.use(guardText)
  api.on(['GET', 'POST'], '/auth/*', createAuthHandler(ctx))
  api.use(loadUser)
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined
  api.get('/openapi.json', (c) => c.json((openApi ??= buildOpenApiDocument(API_ROUTES, { version: '1' }))))
  options.mountApi(api)
  api.all('*', () => {
    throw new ApiError(404, 'not-found', 'No such API route.')
  })
  app.route('/api', api)

  // Outside production only: in production the path is like any other unknown one (the not-found page).
  if (!ctx.config.production) app.route('/dev/mailbox', createMailboxRoutes())

  if (options.web) {
    const web = options.web
    web.assets?.(app)
    app.use('*', pageHeaders(ctx.config.publicUrl))
    app.all('*', async (c) => {
      const cookie = c.req.header('cookie') ?? ''
      const clientIp = getClientIp(c)
      const fetchApi = (path: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers)
        if (cookie && !headers.has('cookie')) headers.set('cookie', cookie)
        return Promise.resolve(app.request(path, { ...init, headers }, { clientIp }))
      }
      const logError = (error: unknown) => c.get('log').error({ err: error }, 'page render failed')
      return web.render(c.req.raw, { nonce: c.get('secureHeadersNonce') ?? '', fetchApi, logError, publicUrl: ctx.config.publicUrl })
    })
  } else {
    app.notFound((c) => c.json(errorBody('not-found', 'Not found.'), 404))
  }
  return app
}
