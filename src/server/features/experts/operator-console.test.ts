import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminApplicationsPage } from '../../../shared/schemas/expert-application'
import { createApprovedExpert, createUser, type TestUser } from '../../../../tests/support/factories'
import type { MailReceiver } from '../../../../tests/support/mail-receiver'
import { serverWithMail } from '../../../../tests/support/server-with-mail'
import { DIALECTS, type TestServer } from '../../../../tests/support/test-server'

const OPERATOR = 'console-operator@tio.test'

describe.each(DIALECTS)('the operator console’s experts and applications on %s (issue 22 item 3)', (dialect) => {
  let server: TestServer
  let mail: MailReceiver
  let operator: TestUser
  const tag = randomUUID().slice(0, 6)

  serverWithMail({ dialect, listen: false, env: { ADMIN_EMAILS: OPERATOR } }, (started) => ({ server, mail } = started))
  beforeAll(async () => {
    operator = await createUser(server, { email: OPERATOR })
  })

  const list = async (query: string) => {
    const response = await server.request(`/api/admin/applications?${query}`, { cookie: operator.cookie })
    expect(response.status).toBe(200)
    return (await response.json()) as AdminApplicationsPage
  }
  const post = (path: string, json?: unknown) => server.request(`/api/admin${path}`, { method: 'POST', json, cookie: operator.cookie })
  const pending = (occupation: string, submittedAt: string) =>
    createApprovedExpert(server, {
      status: 'pending',
      approved: 0,
      occupation: `${occupation} ${tag}`,
      submitted_at: submittedAt,
      approved_at: null,
    })

  it('ROLE-10 visitors get 401 and users, applicants and experts 403 from every console route, and nothing changes', async () => {
    const applicant = await pending('Refused', new Date().toISOString())
    const user = await createUser(server)
    const expert = await createApprovedExpert(server)
    for (const [cookie, status] of [
      [undefined, 401],
      [user.cookie, 403],
      [applicant.cookie, 403],
      [expert.cookie, 403],
    ] as const) {
      expect((await server.request('/api/admin/applications?state=approved', { cookie })).status).toBe(status)
      expect((await server.request(`/api/admin/applications/${applicant.id}/reopen`, { method: 'POST', cookie })).status).toBe(status)
      expect(
        (await server.request(`/api/admin/applications/${applicant.id}/reject`, { method: 'POST', json: { reason: 'No reason' }, cookie }))
          .status,
      ).toBe(status)
      expect((await server.request(`/api/admin/experts/${expert.id}/suspend`, { method: 'POST', cookie })).status).toBe(status)
    }
    const rows = await server.ctx.database.db
      .selectFrom('expert_applications')
      .select(['user_id', 'status', 'suspended'])
      .where('user_id', 'in', [applicant.id, expert.id])
      .execute()
    expect(rows.find((r) => r.user_id === applicant.id)).toMatchObject({ status: 'pending' })
    expect(rows.find((r) => r.user_id === expert.id)).toMatchObject({ status: 'approved', suspended: 0 })
  })

  it('pages pending applications oldest first on the server, searched by occupation, without repeats or gaps', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z')
    const made = []
    for (let i = 0; i < 5; i++) made.push(await pending('Beekeeper', new Date(base + i * 60_000).toISOString()))
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: AdminApplicationsPage = await list(`state=pending&q=beekeeper%20${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.applications.length).toBeLessThanOrEqual(2)
      seen.push(...page.applications.map((a) => a.uid))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual(made.map((m) => m.id))
    expect((await list(`state=pending&q=${made[0]!.email}`)).applications.map((a) => a.uid)).toEqual([made[0]!.id])
    expect((await server.request('/api/admin/applications?state=sleeping', { cookie: operator.cookie })).status).toBe(400)
    expect((await server.request('/api/admin/applications?cursor=nonsense', { cookie: operator.cookie })).status).toBe(400)
  })

  it('filters by state: pending, approved, suspended and rejected each list only their own', async () => {
    const approved = await createApprovedExpert(server, { occupation: `Cartographer ${tag}` })
    const suspended = await createApprovedExpert(server, { occupation: `Cartographer ${tag}`, suspended: 1 })
    const rejected = await createApprovedExpert(server, {
      occupation: `Cartographer ${tag}`,
      status: 'rejected',
      approved: 0,
      review_reason: 'No proof',
    })
    const waiting = await pending('Cartographer', new Date().toISOString())
    const ids = async (state: string) => (await list(`state=${state}&q=cartographer%20${tag}`)).applications.map((a) => a.uid)
    expect(await ids('approved')).toEqual([approved.id])
    expect(await ids('suspended')).toEqual([suspended.id])
    expect(await ids('rejected')).toEqual([rejected.id])
    expect(await ids('pending')).toEqual([waiting.id])
  })

  it('a rejection mails its reason to the applicant over SMTP; Undo (reopen) puts it back in the queue and says so', async () => {
    const applicant = await pending('Glazier', new Date().toISOString())
    expect((await post(`/applications/${applicant.id}/reject`, { reason: 'Please add a photo of your licence.' })).status).toBe(200)
    const rejection = await mail.waitFor(applicant.email, /expert application/)
    expect(rejection.text).toContain('Please add a photo of your licence.')
    expect((await list(`state=rejected&q=glazier%20${tag}`)).applications[0]).toMatchObject({
      uid: applicant.id,
      reviewReason: 'Please add a photo of your licence.',
    })

    expect((await post(`/applications/${applicant.id}/reopen`)).status).toBe(200)
    await mail.waitFor(applicant.email, /back in review/)
    expect((await list(`state=pending&q=glazier%20${tag}`)).applications.map((a) => a.uid)).toEqual([applicant.id])
    expect((await post(`/applications/${applicant.id}/reopen`)).status).toBe(409)
  })

  it('approve, suspend and restore each undo the other; a suspended expert cannot be reopened', async () => {
    const applicant = await pending('Luthier', new Date().toISOString())
    expect((await post(`/applications/${applicant.id}/approve`)).status).toBe(200)
    expect((await post(`/applications/${applicant.id}/reopen`)).status).toBe(200)
    expect((await list(`state=pending&q=luthier%20${tag}`)).applications.map((a) => a.uid)).toEqual([applicant.id])
    expect((await post(`/applications/${applicant.id}/approve`)).status).toBe(200)
    expect((await post(`/experts/${applicant.id}/suspend`)).status).toBe(200)
    expect((await post(`/applications/${applicant.id}/reopen`)).status).toBe(409)
    expect((await list(`state=suspended&q=luthier%20${tag}`)).applications.map((a) => a.uid)).toEqual([applicant.id])
    expect((await post(`/experts/${applicant.id}/unsuspend`)).status).toBe(200)
    expect((await list(`state=approved&q=luthier%20${tag}`)).applications.map((a) => a.uid)).toEqual([applicant.id])
  })
})
