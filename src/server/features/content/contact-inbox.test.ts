import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ContactInboxPage } from '../../../shared/schemas/content'
import { createApprovedExpert, createUser, type TestUser } from '../../../../tests/support/factories'
import type { MailReceiver } from '../../../../tests/support/mail-receiver'
import { serverWithMail } from '../../../../tests/support/server-with-mail'
import { DIALECTS, type TestServer } from '../../../../tests/support/test-server'

const OPERATOR = 'inbox-operator@tio.test'

describe.each(DIALECTS)('the operator’s contact inbox on %s (issue 22 item 3)', (dialect) => {
  let server: TestServer
  let mail: MailReceiver
  let operator: TestUser

  serverWithMail({ dialect, listen: false, env: { ADMIN_EMAILS: OPERATOR } }, (started) => ({ server, mail } = started))
  beforeAll(async () => {
    operator = await createUser(server, { email: OPERATOR })
  })

  const send = async (name: string) => {
    const email = `sender-${randomUUID().slice(0, 8)}@example.com`
    const response = await server.request('/api/content/contact-messages', {
      method: 'POST',
      json: { name, email, topic: 'support', message: `Hello from ${name}, my referral code is missing.`, submissionId: randomUUID() },
    })
    expect(response.status).toBe(201)
    return { email, id: ((await response.json()) as { message: { id: string } }).message.id }
  }
  const inbox = async (query: string) => {
    const response = await server.request(`/api/content/contact-messages?${query}`, { cookie: operator.cookie })
    expect(response.status).toBe(200)
    return (await response.json()) as ContactInboxPage
  }

  it('ROLE-10 only an operator reads, answers or files contact messages: 401 for visitors, 403 for users and experts, nothing changes', async () => {
    const { id } = await send('Refused Reader')
    const user = await createUser(server)
    const expert = await createApprovedExpert(server)
    for (const [cookie, status] of [[undefined, 401], [user.cookie, 403], [expert.cookie, 403]] as const) {
      expect((await server.request('/api/content/contact-messages', { cookie })).status).toBe(status)
      expect((await server.request(`/api/content/contact-messages/${id}/reply`, { method: 'POST', json: { body: 'Hi' }, cookie })).status).toBe(status)
      expect((await server.request(`/api/content/contact-messages/${id}/handled`, { method: 'PUT', json: { handled: true }, cookie })).status).toBe(status)
    }
    const row = await server.ctx.database.db.selectFrom('contact_messages').select('handled').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.handled).toBe(0)
    expect(await server.ctx.database.db.selectFrom('contact_replies').select('id').where('message_id', '=', id).execute()).toEqual([])
  })

  it('a reply goes to the sender by email over SMTP, quoting the message, and files the message under handled', async () => {
    const { id, email } = await send('Replied Person')
    const response = await server.request(`/api/content/contact-messages/${id}/reply`, {
      method: 'POST',
      json: { body: 'Your referral code is on /Referral, under the heading.' },
      cookie: operator.cookie,
    })
    expect(response.status).toBe(201)
    const received = await mail.waitFor(email, /^Re: /)
    expect(received.text).toContain('Your referral code is on /Referral')
    expect(received.text).toContain('> Hello from Replied Person')
    const open = await inbox('state=open&limit=50')
    expect(open.messages.map((m) => m.id)).not.toContain(id)
    const handled = await inbox('state=handled&limit=50')
    const filed = handled.messages.find((m) => m.id === id)
    expect(filed).toMatchObject({ handled: true, replies: [{ body: 'Your referral code is on /Referral, under the heading.', operatorEmail: OPERATOR }] })
  })

  it('mark handled and its undo move a message between open and handled; bad input is a 4xx that changes nothing', async () => {
    const { id } = await send('Filed Person')
    const put = (json: unknown, target = id) =>
      server.request(`/api/content/contact-messages/${target}/handled`, { method: 'PUT', json, cookie: operator.cookie })
    expect((await put({ handled: 'yes' })).status).toBe(400)
    expect((await put({ handled: true }, 'no-such-message')).status).toBe(404)
    expect((await server.request(`/api/content/contact-messages/${id}/reply`, { method: 'POST', json: { body: '  ' }, cookie: operator.cookie })).status).toBe(400)
    expect((await inbox('state=open&limit=50')).messages.map((m) => m.id)).toContain(id)

    expect((await put({ handled: true })).status).toBe(200)
    expect((await inbox('state=handled&limit=50')).messages.map((m) => m.id)).toContain(id)
    expect((await put({ handled: false })).status).toBe(200)
    expect((await inbox('state=open&limit=50')).messages.map((m) => m.id)).toContain(id)
  })

  it('pages the inbox on the server, newest first, without repeats or gaps', async () => {
    for (let i = 0; i < 5; i++) await send(`Paged ${i}`)
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: ContactInboxPage = await inbox(`state=open&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.messages.length).toBeLessThanOrEqual(2)
      seen.push(...page.messages.map((m) => m.createdAt + m.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    expect([...seen].sort().reverse()).toEqual(seen)
    const open = await server.ctx.database.db.selectFrom('contact_messages').select('id').where('handled', '=', 0).execute()
    expect(seen.length).toBe(open.length)
    expect((await server.request('/api/content/contact-messages?cursor=garbage', { cookie: operator.cookie })).status).toBe(400)
  })
})
