import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApprovedExpert, createUser, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { uploadFile } from '../../../../tests/support/tus'
import { BUS_EVENTS } from '../../../shared/bus-events'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')

const OPERATOR = 'boss@tio.test'

const fullApplication = {
  accountType: 'expert',
  occupation: 'Plumber',
  yearsOfExperience: 7,
  description: 'Fixes leaks, boilers and pipes; explains what to do first.',
  expertise_areas: ['Plumbing', 'Boilers'],
  keywords: ['leak', 'pipes'],
  city: 'Dublin',
  address: '8 Capel Street',
  responseRate: 'Within An Hour',
  selectedOptions: { call: true, email: true, video: false },
  twitterUrl: 'twitter.com/plumber',
  linkedinUrl: '',
  websiteUrl: 'https://plumber.example',
}

describe.each(DIALECTS)('expert applications and operator review on %s', (dialect) => {
  let server: TestServer
  let operator: TestUser
  let applicant: TestUser
  let other: TestUser

  const put = (user: TestUser, json: unknown) => server.request('/api/experts/application', { method: 'PUT', json, cookie: user.cookie })
  const get = async (user: TestUser) =>
    (await (await server.request('/api/experts/application', { cookie: user.cookie })).json()) as {
      application: Record<string, unknown> | null
    }

  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false, env: { ADMIN_EMAILS: OPERATOR } })
    operator = await createUser(server, { email: OPERATOR })
    applicant = await createUser(server, { firstName: 'Ada', lastName: 'Plumb' })
    other = await createUser(server)
  }, 60_000)
  afterAll(() => server.close())

  it('GEN-11 saves a draft, prepends https:// (VAL-17), then submit sets pending', async () => {
    const saved = await put(applicant, { ...fullApplication, customURL: 'ada-plumb' })
    expect(saved.status).toBe(200)
    const { application } = await get(applicant)
    expect(application).toMatchObject({
      status: 'draft',
      approved: false,
      twitterUrl: 'https://twitter.com/plumber',
      customURL: 'ada-plumb',
    })
    const submitted = await server.request('/api/experts/application/submit', { method: 'POST', cookie: applicant.cookie })
    expect(submitted.status).toBe(200)
    expect((await get(applicant)).application).toMatchObject({ status: 'pending', approved: false })
  })

  it('the application is one record keyed by the applicant, storing every field of the spec; approved starts false (DATA-14..22, DATA-24, DATA-26, DATA-27, ROLE-08)', async () => {
    const { application } = await get(applicant)
    expect(application).toMatchObject({
      uid: applicant.id,
      displayName: 'Ada Plumb',
      firstName: 'Ada',
      lastName: 'Plumb',
      email: applicant.email,
      occupation: 'Plumber',
      yearsOfExperience: 7,
      description: fullApplication.description,
      expertise_areas: ['Plumbing', 'Boilers'],
      keywords: ['leak', 'pipes'],
      city: 'Dublin',
      address: '8 Capel Street',
      rating: expect.any(Number),
      selectedOptions: { call: true, email: true, video: false },
      twitterUrl: 'https://twitter.com/plumber',
      linkedinUrl: '',
      websiteUrl: 'https://plumber.example',
      approved: false,
    })
    expect(typeof application?.photoURL).toBe('string')
    // Saving again changes the same record: one per applicant.
    expect((await put(applicant, { ...fullApplication, city: 'Cork' })).status).toBe(200)
    const rows = await server.ctx.database.db
      .selectFrom('expert_applications')
      .select(['user_id', 'city'])
      .where('user_id', '=', applicant.id)
      .execute()
    expect(rows).toEqual([{ user_id: applicant.id, city: 'Cork' }])
    expect((await put(applicant, { ...fullApplication, city: 'Dublin' })).status).toBe(200)
  })

  it('validation errors name the field to fix; nothing is changed', async () => {
    for (const [field, value] of [
      ['yearsOfExperience', -1],
      ['responseRate', 'Sometimes'],
      ['customURL', 'A b'],
      ['websiteUrl', 'not a url with spaces'],
      ['accountType', 'robot'],
    ] as const) {
      const res = await put(applicant, { [field]: value })
      expect(res.status, field).toBe(400)
      const body = (await res.json()) as { error: { message: string; fields: Record<string, string> } }
      expect(body.error.fields[field], field).toBeTruthy()
      expect(body.error.message).toContain(field)
    }
    expect((await get(applicant)).application).toMatchObject({ yearsOfExperience: 7, customURL: 'ada-plumb' })
  })

  it('ROLE-10 nobody can set rating, points, approved, status or suspended through the application routes', async () => {
    for (const forbidden of [
      { approved: true },
      { status: 'approved' },
      { rating: 5 },
      { points: 1000 },
      { suspended: 0 },
      { ratingCount: 99 },
      { userId: other.id },
    ]) {
      const res = await put(applicant, { occupation: 'Plumber', ...forbidden })
      expect(res.status, JSON.stringify(forbidden)).toBe(400)
    }
    const res = await server.request('/api/experts/application/submit', {
      method: 'POST',
      json: { approved: true },
      cookie: applicant.cookie,
    })
    expect(res.status).toBe(200)
    expect((await get(applicant)).application).toMatchObject({ status: 'pending', approved: false, rating: 0 })
  })

  it('ROLE-10 the operator API answers 401 to visitors and 403 to non-operators, so nobody approves themselves', async () => {
    for (const [user, status] of [
      [applicant, 403],
      [other, 403],
      [null, 401],
    ] as const) {
      const cookie = user?.cookie
      expect((await server.request('/api/admin/applications', { cookie })).status).toBe(status)
      expect((await server.request(`/api/admin/applications/${applicant.id}/approve`, { method: 'POST', cookie })).status).toBe(status)
      expect((await server.request(`/api/admin/experts/${applicant.id}/suspend`, { method: 'POST', cookie })).status).toBe(status)
    }
    expect((await get(applicant)).application).toMatchObject({ status: 'pending', approved: false })
  })

  it('a user cannot edit another user’s application (the route only ever touches the caller’s row)', async () => {
    await put(other, { occupation: 'Baker', customURL: 'other-baker' })
    expect((await get(applicant)).application).toMatchObject({ occupation: 'Plumber' })
    const taken = await put(other, { customURL: 'ada-plumb' })
    expect(taken.status).toBe(409)
  })

  it('OPS-04 the operator sees the pending queue oldest first with name and email, and a reject needs a reason', async () => {
    const list = (await (await server.request('/api/admin/applications', { cookie: operator.cookie })).json()) as {
      applications: { uid: string; accountEmail: string; accountName: string }[]
    }
    expect(list.applications.map((a) => a.uid)).toEqual([applicant.id])
    expect(list.applications[0]).toMatchObject({ accountEmail: applicant.email, accountName: 'Ada Plumb' })
    const noReason = await server.request(`/api/admin/applications/${applicant.id}/reject`, {
      method: 'POST',
      json: {},
      cookie: operator.cookie,
    })
    expect(noReason.status).toBe(400)
  })

  it('STATE-07 approval makes an approved expert, recorded with who and when, public page and events', async () => {
    const published: unknown[] = []
    await server.ctx.bus.subscribe(BUS_EVENTS.EXPERTS_CHANGED, (p) => published.push(p))
    const res = await server.request(`/api/admin/applications/${applicant.id}/approve`, { method: 'POST', cookie: operator.cookie })
    expect(res.status).toBe(200)
    const me = (await (await server.request('/api/me', { cookie: applicant.cookie })).json()) as { user: { isApprovedExpert: boolean } }
    expect(me.user.isApprovedExpert).toBe(true)
    const reviews = (await (
      await server.request(`/api/admin/applications/${applicant.id}/reviews`, { cookie: operator.cookie })
    ).json()) as {
      reviews: { decision: string; reviewerEmail: string; createdAt: string }[]
    }
    expect(reviews.reviews[0]).toMatchObject({ decision: 'approve', reviewerEmail: OPERATOR })
    const page = await server.request('/api/experts/ada-plumb')
    expect(page.status).toBe(200)
    const { expert } = (await page.json()) as { expert: Record<string, unknown> }
    expect(expert).toMatchObject({ displayName: 'Ada Plumb', occupation: 'Plumber', email: applicant.email })
    expect(JSON.stringify(expert)).not.toContain('Capel')
    await expect.poll(() => published).toContainEqual({ userId: applicant.id })
  })

  it('an approved expert edits live; a new occupation goes back to review', async () => {
    expect((await put(applicant, { city: 'Cork' })).status).toBe(200)
    expect((await get(applicant)).application).toMatchObject({ status: 'approved', city: 'Cork' })
    const changed = (await (await put(applicant, { occupation: 'Electrician' })).json()) as { backToReview: boolean }
    expect(changed.backToReview).toBe(true)
    expect((await get(applicant)).application).toMatchObject({ status: 'pending', approved: false })
    expect((await server.request('/api/experts/ada-plumb')).status).toBe(404)
  })

  it('an approved expert who adds or removes a credential document goes back to review', async () => {
    const expert = await createApprovedExpert(server)
    const status = async () => (await get(expert)).application?.status
    const approve = () => server.request(`/api/admin/applications/${expert.id}/approve`, { method: 'POST', cookie: operator.cookie })

    const file = await uploadFile(server, expert.cookie, 'documents', 'licence.pdf', PDF)
    expect(await status()).toBe('pending')
    expect((await server.request(`/api/experts/${expert.customURL}`)).status).toBe(404)
    expect((await approve()).status).toBe(200)

    // An avatar is not a credential: no review.
    const avatar = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    await uploadFile(server, expert.cookie, 'avatars', 'me.png', avatar)
    expect(await status()).toBe('approved')

    const removed = await server.request(`/api/files/${file.id}`, { method: 'DELETE', cookie: expert.cookie })
    expect(await removed.json()).toEqual({ ok: true, backToReview: true })
    expect(await status()).toBe('pending')
  })

  it('the application photo must be an avatar the applicant uploaded', async () => {
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#993366' } })
      .png()
      .toBuffer()
    const mine = await uploadFile(server, other.cookie, 'avatars', 'me.png', image)
    const theirs = await uploadFile(server, applicant.cookie, 'avatars', 'them.png', image)
    const document = await uploadFile(server, other.cookie, 'documents', 'licence.pdf', PDF)
    for (const photoURL of [theirs.url, document.url, '/etc/passwd', 'https://evil.example/x.png']) {
      const res = await put(other, { photoURL })
      expect(res.status, photoURL).toBe(400)
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.photoURL).toMatch(/image you uploaded/)
    }
    expect((await put(other, { photoURL: mine.url })).status).toBe(200)
    expect((await get(other)).application).toMatchObject({ photoURL: mine.url })
  })

  it('reject shows the reason to the applicant', async () => {
    const res = await server.request(`/api/admin/applications/${applicant.id}/reject`, {
      method: 'POST',
      json: { reason: 'Please upload your electrician licence.' },
      cookie: operator.cookie,
    })
    expect(res.status).toBe(200)
    expect((await get(applicant)).application).toMatchObject({
      status: 'rejected',
      reviewReason: 'Please upload your electrician licence.',
    })
  })

  it('suspend hides an expert from public pages; unsuspend restores', async () => {
    const expert = await createApprovedExpert(server)
    expect((await server.request(`/api/experts/${expert.customURL}`)).status).toBe(200)
    expect((await server.request(`/api/admin/experts/${expert.id}/suspend`, { method: 'POST', cookie: operator.cookie })).status).toBe(200)
    expect((await server.request(`/api/experts/${expert.customURL}`)).status).toBe(404)
    expect((await server.request(`/api/admin/experts/${expert.id}/unsuspend`, { method: 'POST', cookie: operator.cookie })).status).toBe(
      200,
    )
    expect((await server.request(`/api/experts/${expert.customURL}`)).status).toBe(200)
  })

  it('unknown custom URLs are 404; a regular user page shows no private fields', async () => {
    expect((await server.request('/api/experts/nobody-here')).status).toBe(404)
    expect((await server.request('/api/users/nobody-here')).status).toBe(404)
    // Every account gets a profile with a custom URL at sign-up; its public page names the person and nothing private.
    const profile = await server.ctx.database.db
      .selectFrom('profiles')
      .select('custom_url')
      .where('user_id', '=', other.id)
      .executeTakeFirstOrThrow()
    expect(profile.custom_url).toMatch(/\S/)
    const res = await server.request(`/api/users/${profile.custom_url}`)
    expect(res.status).toBe(200)
    const text = await res.text()
    const { user } = JSON.parse(text) as { user: Record<string, unknown> }
    expect(user).toMatchObject({ uid: other.id, firstName: 'Test', lastName: 'User', customURL: profile.custom_url })
    expect(Object.keys(user).sort()).toEqual(['customURL', 'displayName', 'firstName', 'lastName', 'memberSince', 'photoURL', 'uid'])
    expect(text).not.toContain(other.email)
    expect(text).not.toMatch(/referral|points/i)
  })
})
