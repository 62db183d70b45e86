import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApprovedExpert, createUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import type { PublicExpert } from '../../../shared/schemas/expert'
import { ImportError, importExperts, parseExpertLines } from '../../seed/import-experts'
import { eventually } from '../../../../tests/support/eventually'

interface SearchAnswer {
  results: PublicExpert[]
  total: number
  page: number
  pageSize: number
  pages: number
}

/** Two-byte, three-byte and four-byte UTF-8, and a quote and a backslash to escape. */
const NON_LATIN_DESCRIPTION = 'Visados — 签证 — تأشيرة 🛂 "fast" C:\\docs'

async function search(server: TestServer, query: Record<string, string>, cookie?: string): Promise<SearchAnswer> {
  const response = await server.request(`/api/search?${new URLSearchParams(query)}`, { cookie })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  return (await response.json()) as SearchAnswer
}

const OPERATOR = 'operator@search.test'

function genLine(i: number, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `e${i}`,
    displayName: `Imported Person${i}`,
    firstName: 'Imported',
    lastName: `Person${i}`,
    email: `imported${i}@example.com`,
    photoURL: '',
    occupation: 'Sourdough Baker',
    yearsOfExperience: 3,
    description: 'Bakes bread.',
    expertise_areas: ['Sourdough'],
    keywords: ['bread baking'],
    city: 'Porto',
    address: 'Rua Secreta 7, Portugal',
    rating: 4,
    responseRate: 'Within One Day',
    selectedOptions: { call: false, email: false, video: true },
    customURL: `imp${String(i).padStart(5, '0')}`,
    twitterUrl: '',
    linkedinUrl: '',
    websiteUrl: '',
    approved: true,
    points: 150,
    ...overrides,
  })
}

describe.each(DIALECTS)('expert search API on %s', (dialect) => {
  let server: TestServer
  let lawyer: Awaited<ReturnType<typeof createApprovedExpert>>
  let accountant: Awaited<ReturnType<typeof createApprovedExpert>>
  let developer: Awaited<ReturnType<typeof createApprovedExpert>>
  let business: Awaited<ReturnType<typeof createApprovedExpert>>
  let operator: Awaited<ReturnType<typeof createUser>>

  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false, env: { ADMIN_EMAILS: OPERATOR } })
    operator = await createUser(server, { email: OPERATOR })
    lawyer = await createApprovedExpert(server, {
      firstName: 'Sofía',
      lastName: 'Marín',
      occupation: 'Immigration Lawyer',
      description: NON_LATIN_DESCRIPTION,
      expertise_areas: JSON.stringify(['Visa applications', 'Asylum']),
      keywords: JSON.stringify(['immigration', 'work permits']),
      city: 'Madrid',
      address: 'Calle Privada 12',
      offers_email: 0,
    })
    accountant = await createApprovedExpert(server, {
      firstName: 'Bruno',
      lastName: 'Costa',
      occupation: 'Tax Accountant',
      expertise_areas: JSON.stringify(['Bookkeeping', 'VAT returns']),
      keywords: JSON.stringify(['small business', 'tax']),
      offers_email: 1,
    })
    developer = await createApprovedExpert(server, {
      firstName: 'Ada',
      lastName: 'Stone',
      occupation: 'Software Developer',
      expertise_areas: JSON.stringify(['Python', 'Django']),
      keywords: JSON.stringify(['web apps']),
    })
    business = await createApprovedExpert(server, {
      firstName: 'Clear',
      lastName: 'Panes',
      occupation: 'Glazier',
      account_type: 'business',
    })
    // not listed: pending and suspended
    await createApprovedExpert(server, {
      firstName: 'Pending',
      lastName: 'Python',
      status: 'pending',
      approved: 0,
      expertise_areas: JSON.stringify(['Python']),
    })
    await createApprovedExpert(server, {
      firstName: 'Banned',
      lastName: 'Python',
      suspended: 1,
      expertise_areas: JSON.stringify(['Python']),
    })
  })
  afterAll(() => server.close())

  it('finds the right expert despite typos and accents, without a session (VAL-15, SEARCH-22)', async () => {
    const first = async (q: string) => (await search(server, { q })).results[0]?.uid
    expect(await first('pyhton')).toBe(developer.id)
    expect(await first('acountant')).toBe(accountant.id)
    expect(await first('imigration lawer')).toBe(lawyer.id)
    expect(await first('Sofia Marin')).toBe(lawyer.id)
    expect(await first('bookeeping')).toBe(accountant.id)
  })

  it('sends names and texts beyond Latin-1 as exact UTF-8, its length the bytes sent', async () => {
    for (const url of ['/api/search?q=immigration', '/api/search/directory?field=Immigration%20Lawyer']) {
      const response = await server.request(url)
      const bytes = new Uint8Array(await response.arrayBuffer())
      if (response.headers.has('content-length')) expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
      const answer = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as SearchAnswer
      expect(answer.results.find((r) => r.uid === lawyer.id)?.description).toBe(NON_LATIN_DESCRIPTION)
    }
  })

  it("answers 'no results' for nonsense and nothing for an empty query (VAL-14, ERR-12)", async () => {
    expect(await search(server, { q: 'qzxjvkwpfy' })).toEqual({ results: [], total: 0, page: 1, pageSize: 10, pages: 0 })
    expect((await search(server, { q: '' })).total).toBe(0)
  })

  it('lists only approved, unsuspended experts', async () => {
    const answer = await search(server, { q: 'python' })
    expect(answer.results.map((r) => r.uid)).toEqual([developer.id])
  })

  it('never returns private fields; the email only when the expert offers email', async () => {
    const response = await server.request('/api/search?q=lawyer')
    const text = await response.text()
    expect(text).not.toContain('Calle Privada')
    expect(text).not.toContain(lawyer.email)
    const { results } = JSON.parse(text) as SearchAnswer
    const card = results.find((r) => r.uid === lawyer.id)!
    for (const key of ['address', 'points', 'email', 'status', 'suspended', 'review_reason']) expect(card).not.toHaveProperty(key)
    const [withEmail] = (await search(server, { q: 'Bruno Costa' })).results
    expect(withEmail!.email).toBe(accountant.email)
  })

  it('filters by location against city and (unreturned) address (FILT-09)', async () => {
    expect((await search(server, { q: 'lawyer', location: 'madrid' })).total).toBe(1)
    expect((await search(server, { q: 'lawyer', location: 'privada' })).total).toBe(1)
    expect((await search(server, { q: 'lawyer', location: 'lisbon' })).total).toBe(0)
  })

  it('filters by account type: expert or business (issue 5 item 1, FILT-11)', async () => {
    const uids = async (q: string, accountType: string) => (await search(server, { q, accountType })).results.map((r) => r.uid)
    expect(await uids('glazier', 'business')).toEqual([business.id])
    expect(await uids('glazier', 'expert')).toEqual([])
    expect(await uids('glazier', 'all')).toEqual([business.id])
    expect(await uids('tax accountant', 'expert')).toEqual([accountant.id])
    expect(await uids('tax accountant', 'business')).toEqual([])
    const bad = await server.request('/api/search?q=tax&accountType=robot')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/accountType/)
  })

  it('rejects bad parameters with a message naming them', async () => {
    const response = await server.request('/api/search?q=x&sort=random')
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { message: string } }
    expect(body.error.message).toMatch(/sort/)
    expect((await server.request('/api/search?q=x&pageSize=1000')).status).toBe(400)
    const message = async (query: string) => {
      const answer = await server.request(`/api/search?${query}`)
      expect(answer.status, query).toBe(400)
      return ((await answer.json()) as { error: { message: string } }).error.message
    }
    for (const page of ['abc', '0', '1.5']) expect(await message(`q=x&page=${page}`)).toBe('page: page must be a whole number, 1 or more')
    expect(await message('q=x&pageSize=abc')).toBe('pageSize: pageSize must be a whole number from 1 to 100')
    expect(await message(`q=${'x'.repeat(201)}`)).toBe('q: q must be at most 200 characters')
    const repeated = await server.request('/api/search?q=x&q=y')
    expect(repeated.status).toBe(400)
    expect(((await repeated.json()) as { error: { code: string; fields: Record<string, string> } }).error).toMatchObject({
      code: 'bad-request',
      fields: { q: expect.any(String) },
    })
  })

  it("drops an expert the operator suspends at once, restores one unsuspended, and finds an expert's edit (issue 5 items 2 and 7)", async () => {
    await server.features.search.service.index()
    const admin = (action: 'suspend' | 'unsuspend') =>
      server.request(`/api/admin/experts/${developer.id}/${action}`, { method: 'POST', cookie: operator.cookie })
    expect((await search(server, { q: 'pyhton' })).total).toBe(1)
    expect((await admin('suspend')).status).toBe(200)
    await eventually(
      () => search(server, { q: 'pyhton' }),
      (a) => a.total === 0,
    )

    expect((await admin('unsuspend')).status).toBe(200)
    await eventually(
      () => search(server, { q: 'pyhton' }),
      (a) => a.total === 1,
    )

    const edit = await server.request('/api/experts/application', {
      method: 'PUT',
      json: { keywords: ['web apps', 'zeppelins'] },
      cookie: developer.cookie,
    })
    expect(edit.status).toBe(200)
    const answer = await eventually(
      () => search(server, { q: 'zeppelin' }),
      (a) => a.total === 1,
    )
    expect(answer.results[0]!.uid).toBe(developer.id)
  })

  it('a restart rebuilds the index from the database (issue 5 item 2)', async () => {
    await server.features.search.service.index()
    // written behind the running instance's back (no event): only a new index can know it
    const unseen = await createApprovedExpert(server, { occupation: 'Harpsichord Tuner' })
    expect((await search(server, { q: 'harpsichord' })).total).toBe(0)
    const restarted = await startTestServer({ dialect, listen: false, dataDir: server.dataDir, schema: server.schema })
    try {
      expect((await search(restarted, { q: 'harpsichord' })).results.map((r) => r.uid)).toEqual([unseen.id])
    } finally {
      await restarted.close()
    }
  })

  it('serves featured experts for the carousel and a directory by field', async () => {
    const featured = (await (await server.request('/api/search/featured')).json()) as { results: PublicExpert[] }
    expect(featured.results.length).toBeGreaterThan(0)
    expect(featured.results.length).toBeLessThanOrEqual(6)
    const directory = (await (await server.request('/api/search/directory?field=Tax%20Accountant')).json()) as SearchAnswer & {
      fields: { name: string; count: number }[]
    }
    expect(directory.results.map((r) => r.uid)).toEqual([accountant.id])
    expect(directory.fields.map((f) => f.name)).toContain('Immigration Lawyer')
  })

  it('imports experts all or nothing, idempotent by email, naming a bad line', async () => {
    const before = await server.ctx.database.db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const bad = [genLine(1), genLine(2), genLine(3, { rating: 'high' })].join('\n')
    expect(() => parseExpertLines(bad)).toThrow(ImportError)
    expect(() => parseExpertLines(bad)).toThrow(/line 3: rating/)
    // a clash found at write time (customURL of an existing account) leaves nothing behind either
    const clash = parseExpertLines([genLine(4), genLine(5, { customURL: accountant.customURL })].join('\n'))
    await expect(importExperts(server.ctx.database, clash.records)).rejects.toThrow(/^line 2 \(imported5@example.com\): customURL/)
    const after = await server.ctx.database.db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))

    const good = parseExpertLines([genLine(6), genLine(7), genLine(7, { customURL: 'other07' })].join('\n'))
    expect(good.duplicates).toHaveLength(1)
    expect(await importExperts(server.ctx.database, good.records)).toEqual({ imported: 2, skipped: 0 })
    expect(await importExperts(server.ctx.database, good.records)).toEqual({ imported: 0, skipped: 2 })
  })

  it('imports thousands of experts in statements sized to the parameter limit, once each', async () => {
    const count = (table: 'user' | 'expert_applications' | 'profiles') =>
      server.ctx.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n))
    const before = await count('expert_applications')
    const lines = Array.from({ length: 2_500 }, (_, i) => genLine(10_000 + i, { keywords: ['bulk batch'], points: i % 2 ? 10 : 0 }))
    const { records } = parseExpertLines(lines.join('\n'))
    expect(await importExperts(server.ctx.database, records)).toEqual({ imported: 2_500, skipped: 0 })
    expect(await count('expert_applications')).toBe(before + 2_500)
    expect(await importExperts(server.ctx.database, records)).toEqual({ imported: 0, skipped: 2_500 })
    const last = await server.ctx.database.db
      .selectFrom('expert_applications')
      .select(['status', 'approved', 'keywords'])
      .where('email', '=', 'imported12499@example.com')
      .executeTakeFirstOrThrow()
    expect(last).toEqual({ status: 'approved', approved: 1, keywords: '["bulk batch"]' })
  })

  it('a signed-in user gets the same public answer', async () => {
    const user = await createUser(server)
    const answer = await search(server, { q: 'acountant' }, user.cookie)
    expect(answer.results[0]!.uid).toBe(accountant.id)
  })
})

describe('import CLI', () => {
  it('loads a file into a fresh SQLite database and reports a bad line without importing anything', async () => {
    const { execFileSync } = await import('node:child_process')
    const dir = mkdtempSync(path.join(tmpdir(), 'tio-import-'))
    try {
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' }
      const badFile = path.join(dir, 'bad.jsonl')
      writeFileSync(badFile, `${genLine(1)}\n{"oops"\n`)
      let failure = ''
      try {
        execFileSync(process.execPath, ['--import', 'tsx', 'src/server/seed/import-experts-cli.ts', badFile], {
          env,
          encoding: 'utf8',
          stdio: 'pipe',
        })
      } catch (error) {
        failure = String((error as { stderr?: string }).stderr)
      }
      expect(failure).toMatch(/line 2: not valid JSON/)
      const file = path.join(dir, 'good.jsonl')
      writeFileSync(file, `${genLine(1)}\n${genLine(2)}\n`)
      const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/server/seed/import-experts-cli.ts', file], {
        env,
        encoding: 'utf8',
      })
      expect(out).toMatch(/imported 2 experts/)
      const again = execFileSync(process.execPath, ['--import', 'tsx', 'src/server/seed/import-experts-cli.ts', file], {
        env,
        encoding: 'utf8',
      })
      expect(again).toMatch(/imported 0 experts, skipped 2/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe.runIf(process.env.TEST_REDIS_URL).each(DIALECTS)('search on two instances through Redis (%s)', (dialect) => {
  let one: TestServer
  let two: TestServer
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT: 'false', ADMIN_EMAILS: OPERATOR }
    one = await startTestServer({ dialect, env })
    two = await startTestServer({ dialect, env, dataDir: one.dataDir, schema: one.schema })
  }, 60_000)
  afterAll(async () => {
    await two?.close()
    await one?.close()
  })

  it('answers over a connection with the API headers: no caching, JSON, the secure defaults and a request id', async () => {
    const response = await fetch(`${one.url}/api/search?q=glassblower`)
    expect(response.status).toBe(200)
    expect(
      Object.fromEntries(
        ['cache-control', 'content-type', 'x-content-type-options', 'x-frame-options', 'referrer-policy'].map((name) => [
          name,
          response.headers.get(name),
        ]),
      ),
    ).toEqual({
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(response.headers.get('x-request-id')).toBeTruthy()
    expect(((await response.json()) as SearchAnswer).total).toBe(0)
  })

  it("an operator's approval and suspension, an expert's edit and a new rating on one instance are searchable on the other within a second", async () => {
    const operator = await createUser(one, { email: OPERATOR })
    const expert = await createApprovedExpert(one, {
      occupation: 'Glassblower',
      approved: 0,
      status: 'pending',
      rating: 0,
      rating_count: 0,
    })
    const client = await createUser(one)
    await two.features.search.service.index()
    const onTwo = () => search(two, { q: 'glassblower' })
    expect((await onTwo()).total).toBe(0)
    const call = async (method: 'POST' | 'PUT', path: string, cookie: string, json?: unknown) => {
      const response = await one.request(path, { method, cookie, json })
      expect(response.status, path).toBeLessThan(300)
    }

    await call('POST', `/api/admin/applications/${expert.id}/approve`, operator.cookie)
    const found = await eventually(onTwo, (a) => a.total === 1)
    expect(found.results[0]!.uid).toBe(expert.id)

    await call('PUT', '/api/experts/application', expert.cookie, { keywords: ['stained glass', 'murano'] })
    await eventually(
      () => search(two, { q: 'murano' }),
      (a) => a.results[0]?.uid === expert.id,
    )

    await call('POST', `/api/chats/with/${expert.id}/messages`, client.cookie, { clientId: randomUUID(), body: 'Can you fix a vase?' })
    await call('POST', `/api/chats/with/${client.id}/messages`, expert.cookie, { clientId: randomUUID(), body: 'Yes, send a photo.' })
    await call('PUT', `/api/ratings/${expert.id}`, client.cookie, { stars: 4 })
    await eventually(onTwo, (a) => a.results[0]?.rating === 4 && a.results[0].ratingCount === 1)

    await call('POST', `/api/admin/experts/${expert.id}/suspend`, operator.cookie)
    await eventually(onTwo, (a) => a.total === 0)
  })
})
