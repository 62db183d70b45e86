import { randomUUID } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_ROUTES, type ApiAccess, type ApiRoute } from '../../src/shared/api-routes'
import { SOCKET_EVENTS } from '../../src/shared/socket-events'
import { changedTables, databaseFingerprint, settledFingerprint } from '../support/db-fingerprint'
import { createApprovedExpert, createUser, type TestUser } from '../support/factories'
import { connectSocket } from '../support/socket-client'
import { DIALECTS, startTestServer, type TestServer } from '../support/test-server'

/**
 * Issue 18 item 6: every route of src/shared/api-routes.ts and every event a client may send over the
 * socket, tried as each of seven roles. A role the row's access level admits must not get 401/403 (400
 * or 404 for the probe's dummy input is fine); any other role must: 401 when signed out, 403 when signed
 * in, and what the refused roles sent to a route that writes must leave the database as it was. A route of the table or an
 * event the server handles without a row here fails.
 */

const ROLES = ['visitor', 'unverified', 'verified', 'applicant', 'expert', 'suspended', 'operator'] as const
type Role = (typeof ROLES)[number]
type SignedInRole = Exclude<Role, 'visitor'>

/** The roles each access level admits. */
const ADMITS: Record<ApiAccess, readonly Role[]> = {
  public: ROLES,
  user: ROLES.filter((role) => role !== 'visitor'),
  verified: ['verified', 'applicant', 'expert', 'suspended', 'operator'],
  expert: ['expert'],
  operator: ['operator'],
}

const OPERATOR_EMAIL = 'matrix-operator@tio.test'
/** A well-formed id nobody has: writes through it find nothing, so the probes change no one's role. */
const NOBODY = randomUUID()

type World = Record<SignedInRole, TestUser> & { expert: TestUser & { customURL: string } }

interface Probe {
  /** Path parameters; the default for each is NOBODY. */
  params?: Record<string, string | ((world: World) => string)>
  query?: string
  /** JSON body of a POST, PUT, PATCH or DELETE; default {} (which most schemas refuse with 400). */
  body?: unknown
  /** No body and no content type (tus speaks its own). */
  raw?: true
}

const expertId = (w: World) => w.expert.id

/** One row per route of API_ROUTES, keyed `${method} ${path}`: how to reach its guard. */
const PROBES: Record<string, Probe> = {
  'get /auth/{path}': { params: { path: 'get-session' } },
  'post /auth/{path}': { params: { path: 'request-password-reset' }, body: { email: 'nobody@tio.test', redirectTo: '/reset-password' } },
  'get /me': {},
  'post /me/welcome-seen': {},

  'get /assistant/status': {},
  'get /assistant/conversations': {},
  'post /assistant/conversations': { body: { title: 7 } },
  'get /assistant/conversations/{id}': {},
  'post /assistant/visitor': {},
  'get /assistant/understand': { query: 'q=damp walls' },
  'post /assistant/claim': {},
  'patch /assistant/conversations/{id}': {},
  'delete /assistant/conversations/{id}': {},
  'post /assistant/conversations/{id}/messages': {},
  'get /assistant/conversations/{id}/brief': {},
  'post /assistant/conversations/{id}/handoff': {},
  'get /assistant/briefs': { query: `with=${NOBODY}` },
  'get /assistant/waitlist': {},
  'post /assistant/waitlist': {},
  'delete /assistant/waitlist': {},
  'get /smart': {},
  'get /smart/{id}': {},

  'get /experts/application': {},
  'put /experts/application': { body: { yearsOfExperience: 'many' } },
  'post /experts/application/submit': {},
  'get /experts/custom-url-available': { query: 'value=matrix-free' },
  'get /experts/{customURL}': { params: { customURL: (w) => w.expert.customURL } },
  'get /users/{customURL}': {},

  'get /admin/applications': {},
  'get /admin/applications/{userId}/reviews': { params: { userId: (w) => w.applicant.id } },
  'post /admin/applications/{userId}/approve': {},
  'post /admin/applications/{userId}/reject': { body: { reason: 'Matrix probe' } },
  'post /admin/applications/{userId}/reopen': {},
  'post /admin/experts/{userId}/suspend': {},
  'post /admin/experts/{userId}/unsuspend': {},

  'get /contacts': {},
  'get /contacts/status': { query: `userId=${NOBODY}` },
  'post /contacts/{userId}': {},
  'delete /contacts/{userId}': {},
  'get /blocks': {},
  'post /blocks/{userId}': {},
  'delete /blocks/{userId}': {},

  'get /chats': {},
  'get /chats/unread': {},
  'get /chats/with/{userId}/messages': {},
  'post /chats/with/{userId}/messages': { body: { clientId: 'matrix-probe-1', body: 'Hello' } },
  'post /chats/with/{userId}/read': {},
  'get /chats/{chatId}/messages': {},
  'post /chats/{chatId}/read': {},

  'get /content/posts/{collection}': { params: { collection: 'blog' } },
  'get /content/posts/{collection}/{id}': { params: { collection: 'blog' } },
  'get /content/faq': {},
  'get /content/help': {},
  'get /content/pages/{slug}': {},
  'get /content/sitemap': {},
  'get /content/images/{file}': {},
  'post /content/contact-messages': {},
  'get /content/contact-messages': {},
  'post /content/contact-messages/{id}/reply': {},
  'put /content/contact-messages/{id}/handled': {},

  'get /search': { query: 'q=lawyer' },
  'get /search/featured': {},
  'get /search/directory': {},

  'get /profile': {},
  'patch /profile': { body: { firstName: 7 } },
  'delete /profile': {},
  'get /profile/points': {},
  'get /profile/export': {},
  'get /profile/custom-url-available': { query: 'value=matrix-free' },
  'post /profile/referral': {},

  'post /uploads/{path}': { raw: true },
  'get /uploads/{path}': { raw: true },
  'patch /uploads/{path}': { raw: true },
  'delete /uploads/{path}': { raw: true },
  'options /uploads/{path}': { raw: true },
  'get /files/{id}': {},
  'get /files/{id}/metadata': {},
  'delete /files/{id}': {},

  'get /ratings/{expertId}': { params: { expertId } },
  'get /ratings/{expertId}/mine': { params: { expertId } },
  'put /ratings/{expertId}': {},
  'post /ratings/reviews/{id}/answer': {},

  'get /notifications/preferences': {},
  'put /notifications/preferences': {},
  'get /notifications/unsubscribe': { query: 'token=matrix' },
  'post /notifications/unsubscribe': { query: 'token=matrix' },

  'get /rooms': {},
  'post /rooms': {},
  'get /calls/config': {},
  'get /calls': {},
  'post /calls': {},
  'get /calls/{id}': {},
  'post /calls/{id}/{action}': { params: { action: 'end' } },

  'get /push/public-key': {},
  'get /push/subscriptions/mine': {},
  'post /push/subscriptions': {},
  'delete /push/subscriptions': {},

  'get /consultations/offers/{expertId}': { params: { expertId } },
  'put /consultations/offers': {},
  'get /consultations/availability': {},
  'put /consultations/availability': {},
  'get /consultations/slots/{expertId}': { params: { expertId } },
  'get /consultations/bookings': {},
  'post /consultations/bookings': {},
  'get /consultations/bookings/{id}': {},
  'post /consultations/bookings/{id}/actions': {},
  'get /consultations/disputes': {},
  'post /consultations/disputes/{id}/decision': {},

  'get /openapi.json': {},

  'get /payments/pricing': {},
  'post /payments/checkout': {},
  'get /payments/purchases/{purchaseId}': {},
  'post /payments/test/{purchaseId}': {},
  'post /payments/stripe/webhook': {},
  'post /admin/payments/{purchaseId}/refund': {},

  'get /shop/items': {},
  'get /shop/items/{id}': {},
  'get /shop/orders': {},
  'post /shop/orders': {},
  'post /shop/orders/{id}/cancel': {},
  'get /admin/shop/items': {},
  'post /admin/shop/items': {},
  'put /admin/shop/items/{id}': {},
  'get /admin/shop/orders': {},
  'post /admin/shop/orders/{id}/fulfil': {},
  'post /admin/shop/orders/{id}/cancel': {},

  'get /payouts': {},
  'post /payouts': {},
  'get /admin/payouts': {},
  'post /admin/payouts/{id}/paid': {},
  'post /admin/payouts/{id}/reject': {},

  'get /admin/ledger/transfers': {},
  'get /admin/ledger/totals': {},
  'get /admin/ledger/export.csv': {},
  'get /admin/ledger/summary': {},
  'get /admin/ledger/overview': {},
}

/** One row per event a client may send (the server's handlers are read off a connected socket). */
const SOCKET_PROBES: Record<string, { access: ApiAccess; payload: unknown }> = {
  [SOCKET_EVENTS.CHAT_SEND]: { access: 'user', payload: { toUserId: NOBODY, clientId: 'matrix-socket-1', body: 'Hello' } },
  [SOCKET_EVENTS.CHAT_READ]: { access: 'user', payload: { chatId: NOBODY } },
  [SOCKET_EVENTS.CHAT_TYPING]: { access: 'user', payload: { toUserId: NOBODY } },
  [SOCKET_EVENTS.CALL_SIGNAL]: { access: 'user', payload: { callId: NOBODY, type: 'offer', sdp: 'v=0' } },
}

/** Socket.IO's and Node's own events, not a feature's. */
const RESERVED_EVENTS = new Set(['disconnect', 'disconnecting', 'error', 'newListener', 'removeListener'])

const keyOf = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`

function urlOf(route: ApiRoute, probe: Probe, world: World): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = probe.params?.[name]
    return encodeURIComponent(typeof value === 'function' ? value(world) : (value ?? NOBODY))
  })
  return `/api${path}${probe.query ? `?${probe.query}` : ''}`
}

function expectation(access: ApiAccess, role: Role): 'admitted' | 401 | 403 {
  if (ADMITS[access].includes(role)) return 'admitted'
  return role === 'visitor' ? 401 : 403
}

async function createWorld(server: TestServer): Promise<World> {
  const [unverified, verified, applicant, expert, suspended, operator] = await Promise.all([
    createUser(server, { verified: false }),
    createUser(server),
    createApprovedExpert(server, { status: 'pending', approved: 0, approved_at: null, reviewed_at: null }),
    createApprovedExpert(server),
    createApprovedExpert(server, { suspended: 1 }),
    createUser(server, { email: OPERATOR_EMAIL }),
  ])
  return { unverified, verified, applicant, expert, suspended, operator }
}

describe.each(DIALECTS)('authorization matrix on %s (issue 18 items 6 and 7 of the findings)', (dialect) => {
  let server: TestServer
  let world: World
  const sockets = new Map<SignedInRole, Socket>()

  beforeAll(async () => {
    // The sweepers stay idle: a write of their own (a response-rate check) must not look like one of a refused request.
    server = await startTestServer({ dialect, env: { ADMIN_EMAILS: OPERATOR_EMAIL, RATE_LIMIT: 'false', SWEEP_INTERVAL_MS: '2000000000' } })
    world = await createWorld(server)
    for (const role of ROLES) if (role !== 'visitor') sockets.set(role, await connectSocket(server.url, world[role].cookie))
  })
  afterAll(async () => {
    for (const socket of sockets.values()) socket.close()
    await server?.close()
  })

  it('has a row for every route of the table and no row for a route it lacks', () => {
    const listed = new Set(API_ROUTES.map(keyOf))
    expect(
      API_ROUTES.map(keyOf).filter((key) => !PROBES[key]),
      'routes without a row in PROBES',
    ).toEqual([])
    expect(
      Object.keys(PROBES).filter((key) => !listed.has(key)),
      'rows of PROBES for no route',
    ).toEqual([])
  })

  it.each(API_ROUTES.map((route) => [keyOf(route), route] as const))('%s', async (key, route) => {
    const probe = PROBES[key]
    expect(probe, `add a row for ${key} to PROBES`).toBeDefined()
    const url = urlOf(route, probe!, world)
    const writes = route.method !== 'get' && route.method !== 'options'
    const ask = (roles: readonly Role[]) =>
      Promise.all(
        roles.map(async (role) => {
          const cookie = role === 'visitor' ? undefined : world[role].cookie
          const json = writes && !probe!.raw ? (probe!.body ?? {}) : undefined
          const response = await server.request(url, { method: route.method.toUpperCase(), cookie, json })
          const body = await response.text()
          return { role, status: response.status, code: /"code":"([^"]+)"/.exec(body)?.[1] }
        }),
      )
    // The roles refused first: what they sent to a route that writes must change nothing (reads: the fuzzer checks).
    const before = writes ? await settledFingerprint(server) : undefined
    const refusedAnswers = await ask(ROLES.filter((role) => !ADMITS[route.access].includes(role)))
    if (before) expect(changedTables(before, await databaseFingerprint(server)), `${key}: tables written by refused requests`).toEqual([])
    const answers = [...refusedAnswers, ...(await ask(ADMITS[route.access]))]
    const wrong = answers.filter(({ role, status }) => {
      const expected = expectation(route.access, role)
      return expected === 'admitted' ? status === 401 || status === 403 : status !== expected
    })
    const table = wrong.map(
      ({ role, status, code }) => `${role}: ${status}${code ? ` ${code}` : ''}, expected ${expectation(route.access, role)}`,
    )
    expect(table, `${key} (access '${route.access}')`).toEqual([])
  })

  it('has a row for every event a client may send, and no row for an event the server ignores', async () => {
    const serverSide = [...server.io.sockets.sockets.values()][0]!
    const handled = serverSide
      .eventNames()
      .map(String)
      .filter((name) => !RESERVED_EVENTS.has(name))
    expect(
      handled.filter((event) => !SOCKET_PROBES[event]),
      'socket events without a row in SOCKET_PROBES',
    ).toEqual([])
    expect(
      Object.keys(SOCKET_PROBES).filter((event) => !handled.includes(event)),
      'rows of SOCKET_PROBES for no handler',
    ).toEqual([])
  })

  it("refuses a visitor's socket at the handshake", async () => {
    await expect(connectSocket(server.url)).rejects.toThrow()
  })

  it.each(Object.entries(SOCKET_PROBES))('socket %s', async (event, { access, payload }) => {
    const wrong: string[] = []
    for (const [role, socket] of sockets) {
      const answer = (await socket.timeout(10_000).emitWithAck(event, payload)) as { ok: boolean; code?: string }
      const refused =
        !socket.connected || answer.code === 'unauthorized' || answer.code === 'forbidden' || answer.code === 'email-not-verified'
      if (refused === ADMITS[access].includes(role)) wrong.push(`${role}: ${JSON.stringify(answer)}, connected ${socket.connected}`)
    }
    expect(wrong, `${event} (access '${access}')`).toEqual([])
  })
})
