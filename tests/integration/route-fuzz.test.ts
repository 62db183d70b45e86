import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BODY_LIMIT } from '../../src/server/http/app'
import { API_ROUTES, type ApiRoute } from '../../src/shared/api-routes'
import { CONTACT_TOPICS } from '../../src/shared/schemas/content'
import { changedTables, databaseFingerprint, settledFingerprint, type Fingerprint } from '../support/db-fingerprint'
import { createApprovedExpert, createUser, DEFAULT_PASSWORD, type TestUser } from '../support/factories'
import {
  almostValid,
  deepNesting,
  encodeComponent,
  jsonSchemaOf,
  MALFORMED_BODIES,
  nastyString,
  nastyValue,
  RAW_SEGMENTS,
} from '../support/fuzz-input'
import { cookieFrom, DIALECTS, startTestServer, type TestServer } from '../support/test-server'

/**
 * Issue 18 item 7: every route of src/shared/api-routes.ts driven with generated bad input (NUL, lone
 * surrogates, huge strings, wrong types, deep nesting, extra fields, wrong content types, bad path
 * parameters) as a visitor, a verified user, an approved expert and an operator. It fails on any 5xx, a
 * stack trace in an answer, or any change in the database after a refused (4xx) request.
 * FUZZ_RUNS runs per route (CI: a few; `npm run fuzz` many more), FUZZ_SEED replays a failure.
 * CI replays one fixed seed so a submission never fails on a draw; `npm run fuzz` draws new seeds to hunt.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 3)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? 20261127 : undefined

const ROLES = ['visitor', 'verified', 'expert', 'operator'] as const
type Role = (typeof ROLES)[number]
const OPERATOR_EMAIL = 'fuzz-operator@tio.test'

/** A stack frame, a source path or a module path in an answer: internals a client must never see. */
const STACK = /\n\s+at\s|\bat\s+\S+\s+\(\S+:\d+:\d+\)|node_modules|\/src\/server\/|\.ts:\d+/

/** Better Auth's endpoints, so its handler gets bad bodies too (sign-out and deletion just end a session: skipped). */
const AUTH_PATHS = [
  'sign-up/email',
  'sign-in/email',
  'sign-in/magic-link',
  'magic-link/verify',
  'request-password-reset',
  'reset-password',
  'verify-email',
  'send-verification-email',
  'change-password',
  'change-email',
  'update-user',
  'get-session',
  'list-sessions',
  'sign-in/social',
  'callback/google',
]

const CONTENT_TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/offset+octet-stream',
]

interface FuzzCase {
  role: Role
  /** Encoded path segments, one per {param}. */
  segments: string[]
  query: string
  contentType?: string
  body?: string
  origin: string | null
  headers: Record<string, string>
}

type Identities = Record<Exclude<Role, 'visitor'>, TestUser>

describe.each(DIALECTS)('every route refuses bad input cleanly on %s (issue 18 item 7)', (dialect) => {
  let server: TestServer
  let identities: Identities
  let ids: string[]
  let baseline: Fingerprint

  beforeAll(async () => {
    // The consultations sweeper stays idle: a write of its own must not look like one of a refused request.
    const env = { ADMIN_EMAILS: OPERATOR_EMAIL, RATE_LIMIT: 'false', SWEEP_INTERVAL_MS: '2000000000' }
    server = await startTestServer({ dialect, listen: false, env })
    const [verified, expert, operator] = await Promise.all([
      createUser(server),
      createApprovedExpert(server),
      createUser(server, { email: OPERATOR_EMAIL }),
    ])
    identities = { verified, expert, operator }
    ids = [verified.id, expert.id, operator.id, expert.customURL, 'blog', randomUUID(), '1', ...(await seedRecords(server, identities))]
    baseline = await databaseFingerprint(server)
  })
  afterAll(async () => server?.close())

  /** A fuzzed request may have signed the identity out or deleted it (DELETE /profile): sign in again or recreate it. */
  async function keepSignedIn(role: Role): Promise<void> {
    if (role === 'visitor') return
    const identity = identities[role]
    const me = await server.request('/api/me', { cookie: identity.cookie })
    if (((await me.json()) as { user: unknown }).user) return
    const login = await server.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: identity.email, password: DEFAULT_PASSWORD },
    })
    if (login.ok) identity.cookie = cookieFrom(login)
    else if (role === 'expert') identities.expert = await createApprovedExpert(server)
    else identities[role] = await createUser(server, { email: identity.email })
  }

  function caseFor(route: ApiRoute): fc.Arbitrary<FuzzCase> {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
    const segment = (name: string) =>
      fc.oneof(
        {
          weight: 2,
          arbitrary: fc
            .constantFrom(...(name === 'path' && route.path.startsWith('/auth') ? AUTH_PATHS : ids))
            .map((id) => (name === 'path' ? id : encodeComponent(id))),
        },
        { weight: 2, arbitrary: nastyString.map(encodeComponent) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
      )
    const querySchema = jsonSchemaOf(route.query)
    const query = fc
      .oneof(almostValid(querySchema, ids), nastyValue)
      .map((value) => (value && typeof value === 'object' ? Object.entries(value) : [['q', value]]))
      .map((entries) =>
        entries
          .flatMap(([key, value]) => (Array.isArray(value) ? value.map((v: unknown) => [key, v] as const) : [[key, value] as const]))
          .map(
            ([key, value]) =>
              `${encodeComponent(String(key))}=${encodeComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`,
          )
          .join('&'),
      )
    const bodySchema = jsonSchemaOf(route.body)
    const json = (value: unknown) => JSON.stringify(value) ?? 'null'
    const body = fc.oneof(
      { weight: 6, arbitrary: almostValid(bodySchema, ids).map(json) },
      { weight: 2, arbitrary: nastyValue.map(json) },
      { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
      { weight: 1, arbitrary: deepNesting },
      { weight: 1, arbitrary: fc.constant(json({ text: 'x'.repeat(API_BODY_LIMIT) })) },
    )
    const writes = route.method !== 'get' && route.method !== 'options'
    const headerValue = fc.oneof(
      fc.constantFrom('1.0.0', '0', '-1', '1e99', '10', 'kind ZG9jdW1lbnRz,filename YS5wZGY=', ''),
      fc.string({ unit: 'binary-ascii', maxLength: 20 }),
    )
    return fc.record({
      role: fc.constantFrom(...ROLES),
      segments: fc.tuple(...names.map(segment)),
      query: fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 3, arbitrary: query }),
      contentType: writes
        ? fc.oneof({ weight: 5, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) })
        : fc.constant(undefined),
      body: writes ? fc.option(body, { freq: 8 }).map((b) => b ?? undefined) : fc.constant(undefined),
      origin: fc.oneof(
        { weight: 8, arbitrary: fc.constant(server.ctx.config.publicUrl) },
        { weight: 1, arbitrary: fc.constantFrom(null, 'https://evil.example', 'null') },
      ),
      headers:
        route.raw === 'tus'
          ? fc.record(
              { 'tus-resumable': headerValue, 'upload-length': headerValue, 'upload-offset': headerValue, 'upload-metadata': headerValue },
              { requiredKeys: [] },
            )
          : fc.constant({}),
    }) as fc.Arbitrary<FuzzCase>
  }

  async function send(route: ApiRoute, c: FuzzCase): Promise<Response> {
    let i = 0
    const path = route.path.replace(/\{\w+\}/g, () => c.segments[i++]!)
    const headers = new Headers()
    for (const [name, value] of Object.entries(c.headers)) if (/^[\x20-\x7e]*$/.test(value)) headers.set(name, value)
    if (c.role !== 'visitor') headers.set('cookie', identities[c.role].cookie)
    if (c.origin !== null) headers.set('origin', c.origin)
    if (c.contentType) headers.set('content-type', c.contentType)
    return server.app.request(`/api${path}${c.query ? `?${c.query}` : ''}`, { method: route.method.toUpperCase(), headers, body: c.body })
  }

  it.each(API_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (c) => {
          const response = await send(route, c)
          const text = await response.text()
          const refused = response.status >= 400 && response.status < 500
          if (!refused) await keepSignedIn(c.role)
          const after = refused ? await databaseFingerprint(server) : await settledFingerprint(server)
          const changed = changedTables(baseline, after)
          baseline = after
          const answer = `${response.status} ${text.slice(0, 300)}`
          expect(response.status, answer).toBeLessThan(500)
          expect(text, answer).not.toMatch(STACK)
          if (refused) expect(changed, `tables written by a refused request: ${answer}`).toEqual([])
        }),
        { numRuns: RUNS, seed: SEED, ...(RUNS > 20 ? { endOnFailure: true } : {}) },
      )
    },
    30_000 + RUNS * 2_000,
  )
})

/** A few records the fuzzed ids can point at: a chat, a contact message, a shop item. */
async function seedRecords(server: TestServer, { verified, expert, operator }: Identities): Promise<string[]> {
  const found: string[] = []
  const idOf = async (response: Response, pick: (body: never) => string | undefined) => {
    if (!response.ok) throw new Error(`seeding failed: ${response.status} ${await response.text()}`)
    const id = pick((await response.json()) as never)
    if (id) found.push(id)
  }
  await idOf(
    await server.request(`/api/chats/with/${expert.id}/messages`, {
      method: 'POST',
      cookie: verified.cookie,
      json: { clientId: 'fuzz-seed-1', body: 'Hello' },
    }),
    (body: { message?: { chatId?: string } }) => body.message?.chatId,
  )
  await idOf(
    await server.request('/api/content/contact-messages', {
      method: 'POST',
      json: {
        name: 'Fuzz',
        email: 'fuzz@tio.test',
        topic: Object.keys(CONTACT_TOPICS)[0],
        message: 'A question about Tio for the fuzzer.',
      },
    }),
    (body: { id?: string; message?: { id?: string } }) => body.id ?? body.message?.id,
  )
  await idOf(
    await server.request('/api/admin/shop/items', {
      method: 'POST',
      cookie: operator.cookie,
      json: { name: 'Fuzz mug', description: 'A mug', photoURL: '', pricePoints: 10, stock: 5, kind: 'digital' },
    }),
    (body: { item?: { id?: string | number } }) => (body.item?.id === undefined ? undefined : String(body.item.id)),
  )
  return found
}
