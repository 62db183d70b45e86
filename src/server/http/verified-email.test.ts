import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type TestUser } from '../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../tests/support/test-server'
import { createUpload, uploadFile } from '../../../tests/support/tus'
import { ACTION_LIMITS } from './action-limits'

const OPERATOR = 'boss@tio.test'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')

const application = {
  accountType: 'expert',
  occupation: 'Plumber',
  yearsOfExperience: 7,
  description: 'Fixes leaks, boilers and pipes; explains what to do first.',
  expertise_areas: ['Plumbing'],
  keywords: ['leak'],
  city: 'Dublin',
  address: '8 Capel Street',
  responseRate: 'Within An Hour',
  selectedOptions: { call: true, email: true, video: false },
  twitterUrl: '',
  linkedinUrl: '',
  websiteUrl: '',
}

describe.each(DIALECTS)('what a verified email unlocks on %s (issue 18 items 1)', (dialect) => {
  let server: TestServer
  const markVerified = (user: TestUser) =>
    server.ctx.database.db
      .updateTable('user')
      .set({ emailVerified: dialect === 'postgres' ? true : 1 })
      .where('id', '=', user.id)
      .execute()

  beforeAll(async () => {
    server = await startTestServer({ dialect, env: { ADMIN_EMAILS: OPERATOR } })
  })
  afterAll(() => server.close())

  it('an ADMIN_EMAILS address is no operator until it is verified', async () => {
    const squatter = await createUser(server, { email: OPERATOR, verified: false })
    const me = (await (await server.request('/api/me', { cookie: squatter.cookie })).json()) as { user: { isOperator: boolean } }
    expect(me.user.isOperator).toBe(false)
    for (const path of ['/api/admin/applications', '/api/admin/experts', '/api/content/contact-messages']) {
      expect((await server.request(path, { cookie: squatter.cookie })).status, path).toBe(403)
    }
    await markVerified(squatter)
    expect((await server.request('/api/admin/applications', { cookie: squatter.cookie })).status).toBe(200)
  })

  it('an unverified user saves a draft but cannot submit it or upload credentials; verified, they can', async () => {
    const applicant = await createUser(server, { verified: false })
    expect((await server.request('/api/experts/application', { method: 'PUT', json: application, cookie: applicant.cookie })).status).toBe(
      200,
    )
    const refused = await server.request('/api/experts/application/submit', { method: 'POST', cookie: applicant.cookie })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('email-not-verified')
    const row = await server.ctx.database.db
      .selectFrom('expert_applications')
      .select('status')
      .where('user_id', '=', applicant.id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('draft')

    const { response: upload } = await createUpload(server, applicant.cookie, {
      kind: 'documents',
      name: 'diploma.pdf',
      size: PDF.byteLength,
    })
    expect(upload.status).toBe(403)

    await markVerified(applicant)
    expect((await server.request('/api/experts/application/submit', { method: 'POST', cookie: applicant.cookie })).status).toBe(200)
    expect((await uploadFile(server, applicant.cookie, 'documents', 'diploma.pdf', PDF)).bucket).toBe('documents')
  })

  it('an unverified user chats and connects, within a tighter limit than a verified one', async () => {
    const [fresh, verified, other] = await Promise.all([createUser(server, { verified: false }), createUser(server), createUser(server)])
    const send = (from: TestUser) =>
      server.request(`/api/chats/with/${other.id}/messages`, {
        method: 'POST',
        json: { clientId: randomUUID(), body: 'hello' },
        cookie: from.cookie,
      })
    const tight = ACTION_LIMITS['chat-send'].unverified.points
    expect(tight).toBeLessThan(ACTION_LIMITS['chat-send'].verified.points)
    const statuses: number[] = []
    for (let i = 0; i <= tight; i++) statuses.push((await send(fresh)).status)
    expect(statuses.slice(0, tight).every((s) => s === 201)).toBe(true)
    expect(statuses[tight]).toBe(429)
    for (let i = 0; i <= tight; i++) expect((await send(verified)).status).toBe(201)

    expect((await server.request(`/api/contacts/${other.id}`, { method: 'POST', cookie: fresh.cookie })).status).toBe(201)
  })
})
