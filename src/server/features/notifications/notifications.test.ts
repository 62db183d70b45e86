import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../../../../tests/support/eventually'
import { buyPoints, createApprovedExpert, createUser, type TestUser } from '../../../../tests/support/factories'
import { type MailReceiver, type ReceivedMail } from '../../../../tests/support/mail-receiver'
import { serverWithMail } from '../../../../tests/support/server-with-mail'
import { DIALECTS, type TestServer } from '../../../../tests/support/test-server'
import type { PublicExpert } from '../../../shared/schemas/expert'
import type { NotificationPrefs } from '../../../shared/schemas/notifications'
import { alertUnreadMessages, refreshResponseRates, sendDailySummaries } from './notifications.sweep'
import { measureResponseRate } from './response-rate'

const MINUTE = 60_000
const noPush = { sendPushToUser: async () => ({ sent: 0, removed: 0, failed: 0 }) }

describe.each(DIALECTS)('expert notifications on %s (issue 23 item 6)', (dialect) => {
  let server: TestServer
  let mail: MailReceiver
  let expert: TestUser & { customURL: string }
  serverWithMail({ dialect, listen: false, env: { RATE_LIMIT: 'false' } }, (started) => ({ server, mail } = started))
  beforeAll(async () => {
    expert = await createApprovedExpert(server, { response_rate: 'More Than A Day' })
  })
  const to = (user: TestUser, subject: RegExp) =>
    mail.messages.filter((m) => m.to.includes(user.email.toLowerCase()) && subject.test(m.subject))
  const send = async (from: TestUser, receiver: { id: string }, body = 'Hello, can you help?') => {
    const response = await server.request(`/api/chats/with/${receiver.id}/messages`, {
      method: 'POST',
      cookie: from.cookie,
      json: { clientId: randomUUID(), body },
    })
    expect(response.status).toBeLessThan(300)
  }
  const prefs = async (user: TestUser) =>
    (await (await server.request('/api/notifications/preferences', { cookie: user.cookie })).json()) as NotificationPrefs

  it('emails the expert once when a message is unread after 10 minutes, at most once an hour per conversation, with a one-click unsubscribe', async () => {
    const client = await createUser(server, { firstName: 'Unread', lastName: 'Client' })
    const t0 = Date.now()
    await send(client, expert)
    const at = (minutes: number) => new Date(t0 + minutes * MINUTE)
    expect(await alertUnreadMessages(server.ctx, at(5))).toBe(0)
    expect(await alertUnreadMessages(server.ctx, at(11))).toBe(1)
    const first = await mail.waitFor(expert.email, /Unread Client is waiting/)
    expect(first.text).toContain('/chat?with=')
    expect(await alertUnreadMessages(server.ctx, at(12))).toBe(0)
    await send(client, expert, 'Are you there?')
    expect(await alertUnreadMessages(server.ctx, at(40))).toBe(0) // a new message, but within the hour
    expect(await alertUnreadMessages(server.ctx, at(75))).toBe(1) // an hour after the first alert
    expect(await alertUnreadMessages(server.ctx, at(140))).toBe(0) // the same messages are never alerted twice
    await eventually(
      () => to(expert, /Unread Client is waiting/).length,
      (n) => n === 2,
    )
    // Concurrent sweeps (two instances) claim the alert once.
    const other = await createUser(server, { firstName: 'Racing', lastName: 'Client' })
    await send(other, expert)
    const results = await Promise.all([1, 2, 3].map(() => alertUnreadMessages(server.ctx, at(20))))
    expect(results.reduce((a, b) => a + b, 0)).toBe(1)
    // A read message earns no email.
    const reader = await createUser(server, { firstName: 'Read', lastName: 'Client' })
    await send(reader, expert)
    expect((await server.request(`/api/chats/with/${reader.id}/read`, { method: 'POST', cookie: expert.cookie })).status).toBeLessThan(300)
    expect(await alertUnreadMessages(server.ctx, at(30))).toBe(0)
  })

  it('unsubscribes with one click from the List-Unsubscribe link, without sign-in; the preference is respected and shown in settings', async () => {
    const alert: ReceivedMail = to(expert, /is waiting for your answer/)[0]!
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const link = /^<(.+)>$/.exec(alert.headers['list-unsubscribe'] ?? '')?.[1]
    expect(link).toMatch(/\/api\/notifications\/unsubscribe\?token=/)
    const path = link!.slice(new URL(link!).origin.length)
    // A forged token changes nothing.
    const forged = await server.request(path.replace(/token=[^&]+/, 'token=abc.def'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: '' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(forged.status).toBe(400)
    expect((await prefs(expert)).unreadMessages).toBe(true)
    // The page a person opens from the mail only asks; the mail client's POST unsubscribes.
    const page = await server.request(path)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<form method="post">')
    expect((await prefs(expert)).unreadMessages).toBe(true)
    const oneClick = await server.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await prefs(expert)).toEqual({ newBookings: true, unreadMessages: false, dailySummary: true })
    const client = await createUser(server)
    await send(client, expert)
    expect(await alertUnreadMessages(server.ctx, new Date(Date.now() + 11 * MINUTE))).toBe(0)
    // Settings turn it back on; only the signed-in person changes their own.
    expect((await server.request('/api/notifications/preferences', { method: 'PUT', json: { unreadMessages: true } })).status).toBe(401)
    expect(
      (await server.request('/api/notifications/preferences', { method: 'PUT', cookie: expert.cookie, json: { unreadMessages: 'yes' } }))
        .status,
    ).toBe(400)
    const on = await server.request('/api/notifications/preferences', {
      method: 'PUT',
      cookie: expert.cookie,
      json: { unreadMessages: true },
    })
    expect(await on.json()).toEqual({ newBookings: true, unreadMessages: true, dailySummary: true })
  })

  it('tells the expert of a new booking once, unless they turned new bookings off', async () => {
    const put = await server.request('/api/consultations/offers', {
      method: 'PUT',
      cookie: expert.cookie,
      json: { offers: [{ kind: 'answer', price: 20 }], freeFirstMessage: false },
    })
    expect(put.status).toBe(200)
    const client = await createUser(server, { firstName: 'Booking', lastName: 'Client' })
    await buyPoints(server, client, 500)
    const book = () =>
      server.request('/api/consultations/bookings', {
        method: 'POST',
        cookie: client.cookie,
        json: { expertId: expert.id, requestId: randomUUID(), note: 'My lease', kind: 'answer', price: 20 },
      })
    expect((await book()).status).toBe(201)
    const mailed = await mail.waitFor(expert.email, /New booking from Booking Client/)
    expect(mailed.headers['list-unsubscribe']).toContain('/api/notifications/unsubscribe?token=')
    expect(mailed.text).toContain('My lease')
    await server.request('/api/notifications/preferences', { method: 'PUT', cookie: expert.cookie, json: { newBookings: false } })
    expect((await book()).status).toBe(201)
    await eventually(
      () =>
        server.ctx.database.db
          .selectFrom('bookings')
          .select('id')
          .where('client_id', '=', client.id)
          .where('expert_notified_at', 'is', null)
          .execute(),
      (rows) => rows.length === 0,
    )
    expect(to(expert, /New booking from/).length).toBe(1)
  })

  it('sends a daily summary of waiting clients once a day (due time in the database, claimed once)', async () => {
    const lonely = await createApprovedExpert(server)
    const client = await createUser(server, { firstName: 'Waiting', lastName: 'Client' })
    await send(client, lonely)
    const now = Date.now()
    await sendDailySummaries(server.ctx, noPush, new Date(now)) // starts tracking: the first summary a day later
    expect(to(lonely, /waiting for your answer/).length).toBe(0)
    const tomorrow = new Date(now + 25 * 60 * MINUTE)
    await Promise.all([1, 2].map(() => sendDailySummaries(server.ctx, noPush, tomorrow)))
    const summary = await mail.waitFor(lonely.email, /1 client is waiting for your answer/)
    expect(summary.text).toContain('Waiting Client')
    expect(summary.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    await sendDailySummaries(server.ctx, noPush, new Date(now + 26 * 60 * MINUTE))
    // Every mail sent is in the receiver before it answers; two concurrent passes and a later one sent one summary.
    expect(to(lonely, /waiting for your answer/).length).toBe(1)
  })

  it('measures the response rate once the expert has 5 conversations; self-declared until then; search reads it', async () => {
    const fast = await createApprovedExpert(server, { response_rate: 'More Than A Day', occupation: 'Measured Mediator' })
    const expertPage = async () =>
      ((await (await server.request(`/api/experts/${fast.customURL}`)).json()) as { expert: PublicExpert }).expert
    for (let i = 0; i < 5; i++) {
      if (i === 4) {
        expect(await measureResponseRate(server.ctx.database.db, fast.id)).toMatchObject({ rate: null, conversations: 4 })
        await refreshResponseRates(server.ctx, new Date(), fast.id)
        expect(await expertPage()).toMatchObject({ responseRate: 'More Than A Day', responseRateSource: 'self-declared' })
      }
      const client = await createUser(server)
      await send(client, fast)
      await send(fast, client, 'Happy to help.')
    }
    expect(await measureResponseRate(server.ctx.database.db, fast.id)).toMatchObject({ rate: 'Within An Hour', conversations: 5 })
    expect(await refreshResponseRates(server.ctx, new Date(Date.now() + 1000), fast.id)).toBe(1)
    expect(await expertPage()).toMatchObject({ responseRate: 'Within An Hour', responseRateSource: 'measured' })
    const search = async () =>
      (await (await server.request('/api/search?q=Measured%20Mediator&sort=fastestResponse')).json()) as { results: PublicExpert[] }
    const found = await eventually(search, (a) => a.results.some((e) => e.uid === fast.id && e.responseRateSource === 'measured'))
    expect(found).toBeTruthy()
  })
})
