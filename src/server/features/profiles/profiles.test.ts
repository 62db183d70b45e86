import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApprovedExpert, createUser, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { createUpload, uploadFile } from '../../../../tests/support/tus'
import { MESSAGES } from '../../../shared/messages'
import type { OwnProfile, PointsPage } from '../../../shared/schemas/profile'
import { balances, grantMany, history } from '../ledger'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

describe.each(DIALECTS)('own profile and settings on %s', (dialect) => {
  let server: TestServer
  let alice: TestUser
  let bob: TestUser

  const getProfile = async (user: TestUser) => {
    const response = await server.request('/api/profile', { cookie: user.cookie })
    expect(response.status).toBe(200)
    return ((await response.json()) as { profile: OwnProfile }).profile
  }
  const patch = (user: TestUser, json: unknown) => server.request('/api/profile', { method: 'PATCH', json, cookie: user.cookie })
  const errorOf = async (response: Response) => (await response.json()) as ErrorBody

  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
    alice = await createUser(server, { firstName: 'Alice', lastName: 'Liddell' })
    bob = await createUser(server, { firstName: 'Bob', lastName: 'Builder' })
  }, 60_000)
  afterAll(() => server.close())

  it('answers 401 to a visitor on every profile route (PROT-07, GEN-04)', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PATCH', '/api/profile'],
      ['GET', '/api/profile/points'],
      ['GET', '/api/profile/custom-url-available?value=abc'],
      ['POST', '/api/profile/referral'],
      ['DELETE', '/api/profile'],
    ] as const) {
      const response = await server.request(url, { method, json: method === 'GET' ? undefined : {} })
      expect(response.status, `${method} ${url}`).toBe(401)
    }
  })

  it('shows the owner their profile with points, referral code and public link (PROT-01)', async () => {
    const profile = await getProfile(alice)
    expect(profile).toMatchObject({
      uid: alice.id,
      email: alice.email,
      displayName: 'Alice Liddell',
      points: 100,
      referralSubmitted: false,
    })
    expect(profile.referralCode).toMatch(/^[A-Za-z0-9]{10}$/)
    expect(profile.publicPath).toBe(`/user/${profile.customURL}`)
    expect(profile.application).toBeNull()
  })

  it('capitalises names, sets the display name "First Last" and the account name (VAL-02, DATA-02..04)', async () => {
    const response = await patch(alice, { firstName: 'ada', lastName: 'lovelace' })
    expect(response.status).toBe(200)
    const { profile } = (await response.json()) as { profile: OwnProfile }
    expect([profile.firstName, profile.lastName, profile.displayName]).toEqual(['Ada', 'Lovelace', 'Ada Lovelace'])
    const me = (await (await server.request('/api/me', { cookie: alice.cookie })).json()) as { user: { displayName: string } }
    expect(me.user.displayName).toBe('Ada Lovelace')
    const account = await server.ctx.database.db.selectFrom('user').select('name').where('id', '=', alice.id).executeTakeFirstOrThrow()
    expect(account.name).toBe('Ada Lovelace')
  })

  it('refuses points, rating, approved, status and every other unknown key, changing nothing (GEN-04)', async () => {
    const before = await getProfile(bob)
    for (const key of [
      'points',
      'rating',
      'approved',
      'status',
      'suspended',
      'referralSubmitted',
      'referralCode',
      'email',
      'uid',
      'userId',
    ]) {
      const response = await patch(bob, { firstName: 'Mallory', [key]: key === 'points' ? 1_000_000 : true })
      expect(response.status, key).toBe(400)
      expect((await errorOf(response)).error.message).toMatch(/unrecognized key/i)
    }
    expect(await getProfile(bob)).toEqual(before)
  })

  it("lets nobody edit another user's profile: there is no route that takes a user id", async () => {
    const before = await getProfile(bob)
    for (const [method, url] of [
      ['PATCH', `/api/profile/${bob.id}`],
      ['PUT', `/api/profile/${bob.id}`],
      ['POST', `/api/profile/${bob.id}`],
      ['DELETE', `/api/profile/${bob.id}`],
      ['PATCH', `/api/users/${before.customURL}`],
      ['PUT', `/api/experts/application/${bob.id}`],
    ] as const) {
      const response = await server.request(url, { method, json: { firstName: 'Hacked', confirm: true }, cookie: alice.cookie })
      expect(response.status, `${method} ${url}`).toBe(404)
    }
    const asOther = await patch(alice, { userId: bob.id, firstName: 'Hacked' })
    expect(asOther.status).toBe(400)
    expect(await getProfile(bob)).toEqual(before)
    // Bob's account still works (nobody deleted it).
    expect((await server.request('/api/me', { cookie: bob.cookie })).status).toBe(200)
  })

  it('refuses rating, approved, status and points through the expert application route too', async () => {
    const expert = await createApprovedExpert(server)
    for (const key of ['rating', 'approved', 'status', 'points', 'suspended', 'ratingCount']) {
      const response = await server.request('/api/experts/application', {
        method: 'PUT',
        json: { city: 'Paris', [key]: key === 'status' ? 'approved' : 5 },
        cookie: expert.cookie,
      })
      expect(response.status, key).toBe(400)
    }
    const row = await server.ctx.database.db
      .selectFrom('expert_applications')
      .selectAll()
      .where('user_id', '=', expert.id)
      .executeTakeFirstOrThrow()
    expect([row.city, Number(row.rating)]).toEqual(['Lisbon', 4.5])
  })

  it('answers a field-level error for every settings field, changing nothing', async () => {
    const before = await getProfile(bob)
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ firstName: '' }, 'firstName', /First name is required/],
      [{ firstName: 'R2D2' }, 'firstName', /letters/],
      [{ firstName: `Z${'\u0301\u0316\u0350'.repeat(5)}algo` }, 'firstName', /too many accents/],
      [{ lastName: 'x'.repeat(51) }, 'lastName', /at most 50/],
      [{ lastName: 42 }, 'lastName', /Last name/],
      [{ photoURL: 'https://evil.example/me.png' }, 'photoURL', /default avatar or an image you uploaded/],
      [{ photoURL: '/avatars/avatar-10.svg' }, 'photoURL', /default avatar/],
      [{ customURL: 'ab' }, 'customURL', /3–30 characters/],
      [{ customURL: 'has space' }, 'customURL', /3–30 characters/],
      [{ customURL: 'x'.repeat(31) }, 'customURL', /3–30 characters/],
    ]
    for (const [json, field, message] of cases) {
      const response = await patch(bob, json)
      expect(response.status, JSON.stringify(json)).toBe(400)
      const body = await errorOf(response)
      expect(body.error.fields?.[field], JSON.stringify(json)).toMatch(message)
    }
    expect(await getProfile(bob)).toEqual(before)
  })

  it("refuses another user's uploaded avatar as photo, accepts an own one", async () => {
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer()
    const alicesFile = await uploadFile(server, alice.cookie, 'avatars', 'alice.png', image)
    const response = await patch(bob, { photoURL: alicesFile.url })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).error.fields?.photoURL).toMatch(/image you uploaded/)
    const own = await patch(alice, { photoURL: alicesFile.url })
    expect(own.status).toBe(200)
    expect((await getProfile(alice)).photoURL).toBe(alicesFile.url)
    // A replaced uploaded photo is removed from storage.
    const next = await uploadFile(server, alice.cookie, 'avatars', 'alice2.png', image)
    expect((await patch(alice, { photoURL: next.url })).status).toBe(200)
    expect((await server.request(alicesFile.url)).status).toBe(404)
    expect((await server.request(next.url)).status).toBe(200)
  })

  it('keeps customURL unique across profiles and expert applications, checked live', async () => {
    const expert = await createApprovedExpert(server, { custom_url: 'taken-by-expert' })
    const available = async (value: string) =>
      (await (
        await server.request(`/api/profile/custom-url-available?value=${encodeURIComponent(value)}`, { cookie: bob.cookie })
      ).json()) as {
        available: boolean
        message: string
      }
    expect(await available('taken-by-expert')).toMatchObject({ available: false, message: 'This custom URL is already taken' })
    expect(await available('A')).toMatchObject({ available: false })
    expect(await available('bob-builds')).toMatchObject({ available: true })
    const taken = await patch(bob, { customURL: 'Taken-By-Expert' })
    expect(taken.status).toBe(409)
    expect((await errorOf(taken)).error.fields?.customURL).toBe('This custom URL is already taken')
    const ok = await patch(bob, { customURL: 'bob-builds' })
    expect(ok.status).toBe(200)
    const profile = (await ok.json()) as { profile: OwnProfile }
    expect(profile.profile.publicPath).toBe('/user/bob-builds')
    expect((await server.request('/api/users/bob-builds')).status).toBe(200)
    // The expert cannot take Bob's now.
    const clash = await server.request('/api/profile', { method: 'PATCH', json: { customURL: 'bob-builds' }, cookie: expert.cookie })
    expect(clash.status).toBe(409)
  })

  it("edits an approved expert's name on the expert record, live at once (PROT-05)", async () => {
    const expert = await createApprovedExpert(server, { custom_url: 'expert-edits' })
    const response = await server.request('/api/profile', {
      method: 'PATCH',
      json: { firstName: 'grace', lastName: 'hopper' },
      cookie: expert.cookie,
    })
    expect(response.status).toBe(200)
    const { profile } = (await response.json()) as { profile: OwnProfile }
    expect(profile).toMatchObject({ isApprovedExpert: true, displayName: 'Grace Hopper', publicPath: '/expert/expert-edits' })
    const page = (await (await server.request('/api/experts/expert-edits')).json()) as { expert: { displayName: string } }
    expect(page.expert.displayName).toBe('Grace Hopper')
  })

  it('pages the points ledger on the server, newest first', async () => {
    const db = server.ctx.database.db
    await grantMany(
      db,
      [1, 2, 3, 4].map((i) => ({
        userId: bob.id,
        pocket: 'bonus',
        amount: i,
        from: 'platform',
        kind: 'bonus',
        reason: `test-${i}`,
        reference: `test-${i}:${bob.id}`,
        createdAt: `2030-01-0${i}T00:00:00.000Z`,
      })),
    )
    const first = (await (await server.request('/api/profile/points?limit=2', { cookie: bob.cookie })).json()) as PointsPage
    expect(first.transactions.map((t) => t.reason)).toEqual(['test-4', 'test-3'])
    expect(first.nextCursor).toBeTruthy()
    const second = (await (
      await server.request(`/api/profile/points?limit=2&cursor=${first.nextCursor}`, { cookie: bob.cookie })
    ).json()) as PointsPage
    expect(second.transactions.map((t) => t.reason)).toEqual(['test-2', 'test-1'])
    const third = (await (
      await server.request(`/api/profile/points?limit=2&cursor=${second.nextCursor}`, { cookie: bob.cookie })
    ).json()) as PointsPage
    expect(third.transactions.map((t) => t.reason)).toEqual(['signup'])
    expect(third.nextCursor).toBeNull()
    expect((await server.request('/api/profile/points?limit=500', { cookie: bob.cookie })).status).toBe(400)
    expect((await server.request('/api/profile/points?cursor=not-a-cursor', { cookie: bob.cookie })).status).toBe(400)
    // Alice never sees Bob's ledger.
    const alices = (await (await server.request('/api/profile/points?limit=50', { cookie: alice.cookie })).json()) as PointsPage
    expect(alices.transactions.some((t) => t.reason.startsWith('test-'))).toBe(false)
  })

  it('accepts a referral code once: both accounts get the bonus; never an own code (CONST-23)', async () => {
    const carol = await createUser(server)
    const dave = await createUser(server)
    const carolProfile = await getProfile(carol)
    const daveProfile = await getProfile(dave)
    const refer = (user: TestUser, code: unknown) =>
      server.request('/api/profile/referral', { method: 'POST', json: { code }, cookie: user.cookie })

    const own = await refer(dave, daveProfile.referralCode)
    expect(own.status).toBe(400)
    expect((await errorOf(own)).error.fields?.code).toMatch(/your own referral code/)
    const malformed = await refer(dave, 'abc')
    expect(malformed.status).toBe(400)
    expect((await errorOf(malformed)).error.fields?.code).toMatch(/10 letters and digits/)
    const unknown = await refer(dave, 'ZZZZZZZZZZ')
    expect(unknown.status).toBe(404)

    const first = await refer(dave, carolProfile.referralCode)
    expect(first.status).toBe(200)
    expect(await getProfile(dave)).toMatchObject({ points: 150, referralSubmitted: true })
    expect((await getProfile(carol)).points).toBe(150)

    const again = await refer(dave, carolProfile.referralCode)
    expect(again.status).toBe(409)
    const other = await refer(dave, (await getProfile(alice)).referralCode)
    expect(other.status).toBe(409)
    expect((await getProfile(dave)).points).toBe(150)
    expect((await getProfile(carol)).points).toBe(150)
  })

  it('deletes the account with its personal data and files; chats of others stay (after confirmation)', async () => {
    const erin = await createUser(server, { firstName: 'Erin', lastName: 'Gone' })
    const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00aa00' } })
      .png()
      .toBuffer()
    const file = await uploadFile(server, erin.cookie, 'avatars', 'erin.png', image)
    const db = server.ctx.database.db
    const stored = await db.selectFrom('files').select('full_path').where('id', '=', file.id).executeTakeFirstOrThrow()
    // An upload Erin started and never finished (issue 18 finding 6): it goes with the account.
    const unfinished = await createUpload(server, erin.cookie, { kind: 'avatars', name: 'later.png', size: 5000 })
    expect(unfinished.response.status).toBe(201)
    const staged = path.join(server.dataDir, 'uploads', unfinished.location!.split('/').pop()!)
    expect(existsSync(`${staged}.json`)).toBe(true)
    const now = new Date().toISOString()
    const [a, b] = [erin.id, bob.id].sort()
    const chatId = randomUUID()
    await db
      .insertInto('chats')
      .values({ id: chatId, user_a: a!, user_b: b!, created_at: now, last_message_id: null, last_activity_at: now })
      .execute()
    await db
      .insertInto('messages')
      .values({
        id: randomUUID(),
        chat_id: chatId,
        client_id: 'c1',
        sender_id: erin.id,
        receiver_id: bob.id,
        body: 'bye',
        created_at: now,
        is_read: 0,
        read_at: null,
      })
      .execute()
    await db
      .insertInto('contacts')
      .values([
        { user_id: erin.id, contact_id: bob.id, created_at: now },
        { user_id: bob.id, contact_id: erin.id, created_at: now },
      ])
      .execute()

    const unconfirmed = await server.request('/api/profile', { method: 'DELETE', json: {}, cookie: erin.cookie })
    expect(unconfirmed.status).toBe(400)
    expect(await db.selectFrom('user').select('id').where('id', '=', erin.id).executeTakeFirst()).toBeTruthy()

    const response = await server.request('/api/profile', {
      method: 'DELETE',
      json: { confirm: true, password: erin.password },
      cookie: erin.cookie,
    })
    expect(response.status).toBe(200)
    expect(await db.selectFrom('user').select('id').where('id', '=', erin.id).executeTakeFirst()).toBeUndefined()
    // The ledger keeps its transfers; the deleted person's points went back to the platform.
    expect(await balances(db, erin.id)).toMatchObject({ total: 0 })
    expect((await history(db, erin.id)).entries[0]).toMatchObject({ kind: 'closure', amount: -100 })
    for (const table of ['profiles', 'files'] as const) {
      const column = table === 'files' ? 'owner_id' : 'user_id'
      expect(await db.selectFrom(table).select(column).where(column, '=', erin.id).executeTakeFirst(), table).toBeUndefined()
    }
    expect(await db.selectFrom('contacts').select('user_id').where('contact_id', '=', erin.id).executeTakeFirst()).toBeUndefined()
    expect(existsSync(path.join(server.dataDir, 'files', stored.full_path))).toBe(false)
    expect((await server.request(file.url)).status).toBe(404)
    expect(existsSync(staged)).toBe(false)
    expect(existsSync(`${staged}.json`)).toBe(false)
    // The session ended, and Bob keeps the conversation, without the text Erin wrote (issue 18 finding 6).
    const me = (await (await server.request('/api/me', { cookie: erin.cookie })).json()) as { user: unknown }
    expect(me.user).toBeNull()
    expect(await db.selectFrom('messages').select('body').where('chat_id', '=', chatId).execute()).toEqual([
      { body: MESSAGES.messageRemovedWithAccount },
    ])
  })
})
