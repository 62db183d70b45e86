import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApprovedExpert, createUser, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import type { PublicExpert } from '../../../shared/schemas/expert'
import { RATING_ALREADY_MESSAGE, RATING_NOT_ELIGIBLE_MESSAGE, type MyRating, type ReviewsPage } from '../../../shared/schemas/rating'
import { eventually } from '../../../../tests/support/eventually'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }
type Expert = Awaited<ReturnType<typeof createApprovedExpert>>

describe.each(DIALECTS)('expert ratings on %s', (dialect) => {
  let server: TestServer

  const send = async (from: TestUser, to: { id: string }, body = 'Hello there') => {
    const response = await server.request(`/api/chats/with/${to.id}/messages`, {
      method: 'POST',
      json: { clientId: randomUUID(), body },
      cookie: from.cookie,
    })
    expect(response.status).toBe(201)
  }
  /** A two-way exchange: the user asks, the expert answers. */
  const converse = async (user: TestUser, expert: TestUser) => {
    await send(user, expert, 'Can you help me?')
    await send(expert, user, 'Sure, tell me more.')
  }
  const rate = (user: TestUser | null, expertId: string, json: unknown) =>
    server.request(`/api/ratings/${expertId}`, { method: 'PUT', json, cookie: user?.cookie })
  const ratingOf = async (expertId: string) => {
    const row = await server.ctx.database.db
      .selectFrom('expert_applications')
      .select(['rating', 'rating_count'])
      .where('user_id', '=', expertId)
      .executeTakeFirstOrThrow()
    return [Number(row.rating), Number(row.rating_count)]
  }
  /** A consultation the expert delivered (or not yet: status 'booked'), as the bookings flow leaves it. */
  const booking = async (client: TestUser, expert: TestUser, status: 'completed' | 'booked') => {
    const id = randomUUID()
    const now = new Date().toISOString()
    await server.ctx.database.db
      .insertInto('bookings')
      .values({
        id,
        expert_id: expert.id,
        client_id: client.id,
        kind: 'answer',
        medium: null,
        price: 10,
        fee_percent: 0,
        status,
        starts_at: null,
        ends_at: null,
        note: '',
        hold_id: randomUUID(),
        request_id: randomUUID(),
        proposed_starts_at: null,
        proposed_by: null,
        delivered_at: status === 'completed' ? now : null,
        release_due_at: null,
        reminder_due_at: null,
        reminder_sent_at: null,
        cancelled_by: null,
        expert_notified_at: now,
        dispute_reason: null,
        disputed_by: null,
        decision: null,
        decided_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
    return id
  }
  const ratingRows = async (expertId: string) =>
    server.ctx.database.db.selectFrom('ratings').selectAll().where('expert_id', '=', expertId).execute()

  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  }, 60_000)
  afterAll(() => server.close())

  it('answers 401 to a visitor who tries to rate, and shows reviews to everyone', async () => {
    const expert = await createApprovedExpert(server)
    expect((await rate(null, expert.id, { stars: 5 })).status).toBe(401)
    expect((await server.request(`/api/ratings/${expert.id}/mine`)).status).toBe(401)
    const list = await server.request(`/api/ratings/${expert.id}`)
    expect(list.status).toBe(200)
    expect(await list.json()).toEqual({ reviews: [], nextCursor: null })
  })

  it('refuses with 403 anyone without a delivered consultation or a conversation the expert replied to (issue 23 item 7)', async () => {
    const expert = await createApprovedExpert(server)
    const stranger = await createUser(server)
    const oneWay = await createUser(server)
    await send(oneWay, expert) // the expert never replied
    const expertFirst = await createUser(server)
    await send(expert, expertFirst, 'Saw your question on Tio Chat') // the expert wrote, the client answered: no reply to the client
    await send(expertFirst, expert, 'Thanks')
    const bookedOnly = await createUser(server)
    await booking(bookedOnly, expert, 'booked') // booked, not delivered
    for (const user of [stranger, oneWay, expertFirst, bookedOnly]) {
      const response = await rate(user, expert.id, { stars: 1, review: 'Never answered' })
      expect(response.status).toBe(403)
      const body = (await response.json()) as ErrorBody
      expect(body.error).toMatchObject({ code: 'rating-not-eligible', message: RATING_NOT_ELIGIBLE_MESSAGE })
      expect(body.error.message).toMatch(/after a real consultation: a booking they delivered, or a conversation in which they replied/)
      const mine = (await (await server.request(`/api/ratings/${expert.id}/mine`, { cookie: user.cookie })).json()) as MyRating
      expect(mine).toMatchObject({ rating: null, eligible: false, reason: 'no-conversation' })
    }
    expect(await ratingRows(expert.id)).toHaveLength(0)
    expect(await ratingOf(expert.id)).toEqual([4.5, 12])
  })

  it('refuses self-rating with 403', async () => {
    const expert = await createApprovedExpert(server)
    const response = await rate(expert, expert.id, { stars: 5 })
    expect(response.status).toBe(403)
    expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'cannot-rate-self', message: 'You cannot rate yourself.' })
    const mine = (await (await server.request(`/api/ratings/${expert.id}/mine`, { cookie: expert.cookie })).json()) as MyRating
    expect(mine).toMatchObject({ eligible: false, reason: 'self' })
    expect(await ratingRows(expert.id)).toHaveLength(0)
  })

  it('answers 404 for an expert who is not listed (pending, suspended, unknown)', async () => {
    const user = await createUser(server)
    const pending = await createApprovedExpert(server, { status: 'pending', approved: 0 })
    const suspended = await createApprovedExpert(server, { suspended: 1 })
    await converse(user, pending)
    await converse(user, suspended)
    for (const id of [pending.id, suspended.id, 'no-such-expert']) {
      expect((await rate(user, id, { stars: 4 })).status, id).toBe(404)
      expect((await server.request(`/api/ratings/${id}`)).status, id).toBe(404)
    }
  })

  it('answers 400 saying what to fix for invalid stars or review, changing nothing', async () => {
    const expert = await createApprovedExpert(server)
    const user = await createUser(server)
    await converse(user, expert)
    const cases: [unknown, string, RegExp][] = [
      [{ stars: 0 }, 'stars', /1 to 5 stars/],
      [{ stars: 6 }, 'stars', /1 to 5 stars/],
      [{ stars: 3.5 }, 'stars', /whole number/],
      [{ stars: '5' }, 'stars', /1 to 5 stars/],
      [{}, 'stars', /1 to 5 stars/],
      [{ stars: 4, review: 'x'.repeat(1_001) }, 'review', /at most 1,000 characters/],
      [{ stars: 4, review: 42 }, 'review', /text/],
      [{ stars: 4, rating_count: 1000 }, '_', /unrecognized key/i],
    ]
    for (const [json, field, message] of cases) {
      const response = await rate(user, expert.id, json)
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400)
      const body = (await response.json()) as ErrorBody
      expect(body.error.code).toBe('bad-request')
      expect(body.error.fields?.[field] ?? body.error.message, JSON.stringify(json).slice(0, 80)).toMatch(message)
    }
    expect(await ratingRows(expert.id)).toHaveLength(0)
    expect(await ratingOf(expert.id)).toEqual([4.5, 12])
  })

  it('rates once per consultation: a delivered booking allows rating again, replacing the earlier rating; the expert rating is the mean, one decimal (issue 23 item 7)', async () => {
    const expert = await createApprovedExpert(server, { rating: 0, rating_count: 0 })
    const alice = await createUser(server, { firstName: 'Alice' })
    const bob = await createUser(server, { firstName: 'Bob' })
    await converse(alice, expert)
    // A delivered consultation without any chat counts too.
    await booking(bob, expert, 'completed')

    const first = await rate(alice, expert.id, { stars: 5, review: '  Clear and kind.  ' })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ mine: { stars: 5, review: 'Clear and kind.' }, expert: { rating: 5, ratingCount: 1 } })
    expect((await rate(bob, expert.id, { stars: 2 })).status).toBe(200)
    expect(await ratingOf(expert.id)).toEqual([3.5, 2])

    const again = await rate(alice, expert.id, { stars: 1, review: 'Once more' })
    expect(again.status).toBe(409)
    expect(((await again.json()) as ErrorBody).error).toMatchObject({ code: 'already-rated', message: RATING_ALREADY_MESSAGE })
    expect(await (await server.request(`/api/ratings/${expert.id}/mine`, { cookie: alice.cookie })).json()).toMatchObject({
      eligible: false,
      reason: 'already-rated',
      rating: { stars: 5 },
    })
    await booking(alice, expert, 'completed')
    const changed = await rate(alice, expert.id, { stars: 3, review: 'Changed my mind.' })
    expect(changed.status).toBe(200)
    expect(await ratingOf(expert.id)).toEqual([2.5, 2])
    expect(await ratingRows(expert.id)).toHaveLength(2)
    const mine = (await (await server.request(`/api/ratings/${expert.id}/mine`, { cookie: alice.cookie })).json()) as MyRating
    expect(mine).toMatchObject({ eligible: false, reason: 'already-rated', rating: { stars: 3, review: 'Changed my mind.' } })

    // 3 + 2 + 2 = 7 / 3 = 2.333… → 2.3
    const carol = await createUser(server)
    await converse(carol, expert)
    expect((await rate(carol, expert.id, { stars: 2 })).status).toBe(200)
    expect(await ratingOf(expert.id)).toEqual([2.3, 3])
  })

  it("keeps an expert's earlier aggregate (demo or imported ratings) in the mean", async () => {
    const expert = await createApprovedExpert(server, { rating: 4.5, rating_count: 12 })
    const user = await createUser(server)
    await converse(user, expert)
    expect((await rate(user, expert.id, { stars: 1 })).status).toBe(200)
    // (4.5 × 12 + 1) / 13 = 4.23
    expect(await ratingOf(expert.id)).toEqual([4.2, 13])
    await booking(user, expert, 'completed')
    expect((await rate(user, expert.id, { stars: 5 })).status).toBe(200)
    // (54 + 5) / 13 = 4.54
    expect(await ratingOf(expert.id)).toEqual([4.5, 13])
  })

  it('shows the new rating in search within a second (SEARCH-08)', async () => {
    const expert = await createApprovedExpert(server, { occupation: 'Zymurgy Consultant', rating: 0, rating_count: 0 })
    const user = await createUser(server)
    await converse(user, expert)
    const find = async () => {
      const response = await server.request('/api/search?q=zymurgy')
      expect(response.status).toBe(200)
      const { results } = (await response.json()) as { results: PublicExpert[] }
      return results.find((r) => r.uid === expert.id)
    }
    expect(await find()).toMatchObject({ rating: 0, ratingCount: 0 })
    expect((await rate(user, expert.id, { stars: 4 })).status).toBe(200)
    const found = await eventually(find, (r) => r?.rating === 4 && r.ratingCount === 1)
    expect(found).toMatchObject({ rating: 4, ratingCount: 1 })
  })

  it('lists reviews newest first, a page at a time, with only first name, stars, review and date', async () => {
    const expert: Expert = await createApprovedExpert(server)
    const users: TestUser[] = []
    for (const [first, last] of [
      ['Zelda', 'Privateson'],
      ['Yusuf', 'Secretlast'],
      ['Xena', 'Hiddenname'],
    ] as const) {
      const user = await createUser(server, { firstName: first, lastName: last })
      await converse(user, expert)
      users.push(user)
    }
    for (const [i, user] of users.entries()) {
      expect((await rate(user, expert.id, { stars: i + 3, review: i === 1 ? undefined : `Review ${i}` })).status).toBe(200)
      // Distinct times, so the order under test does not depend on two requests landing in one millisecond.
      await server.ctx.database.db
        .updateTable('ratings')
        .set({ updated_at: `2030-01-0${i + 1}T00:00:00.000Z` })
        .where('rater_id', '=', user.id)
        .execute()
    }
    const page1 = (await (await server.request(`/api/ratings/${expert.id}?limit=2`)).json()) as ReviewsPage
    expect(page1.reviews.map((r) => [r.firstName, r.stars, r.review])).toEqual([
      ['Xena', 5, 'Review 2'],
      ['Yusuf', 4, null],
    ])
    expect(page1.nextCursor).toBeTruthy()
    const page2 = (await (await server.request(`/api/ratings/${expert.id}?limit=2&cursor=${page1.nextCursor}`)).json()) as ReviewsPage
    expect(page2.reviews.map((r) => r.firstName)).toEqual(['Zelda'])
    expect(page2.nextCursor).toBeNull()

    for (const review of [...page1.reviews, ...page2.reviews]) {
      expect(Object.keys(review).sort()).toEqual(['answer', 'date', 'firstName', 'id', 'review', 'stars'])
      expect(Number.isNaN(Date.parse(review.date))).toBe(false)
    }
    const raw = JSON.stringify([page1, page2])
    for (const user of users) {
      expect(raw).not.toContain(user.id)
      expect(raw).not.toContain(user.email)
    }
    expect(raw).not.toMatch(/Privateson|Secretlast|Hiddenname/)
    expect((await server.request(`/api/ratings/${expert.id}?limit=500`)).status).toBe(400)
    expect((await server.request(`/api/ratings/${expert.id}?cursor=%%%`)).status).toBe(400)
  })

  it('lets the expert answer a review once, publicly (issue 23 item 7)', async () => {
    const expert = await createApprovedExpert(server)
    const client = await createUser(server, { firstName: 'Quinn' })
    await converse(client, expert)
    expect((await rate(client, expert.id, { stars: 4, review: 'Helpful' })).status).toBe(200)
    const [review] = (await ratingRows(expert.id)) as { id: string }[]
    const answer = (who: TestUser | null, id: string, json: unknown) =>
      server.request(`/api/ratings/reviews/${id}/answer`, { method: 'POST', json, cookie: who?.cookie })
    expect((await answer(null, review!.id, { answer: 'Thanks!' })).status).toBe(401)
    expect((await answer(client, review!.id, { answer: 'I am not the expert' })).status).toBe(404)
    expect((await answer(expert, review!.id, { answer: '   ' })).status).toBe(400)
    const first = await answer(expert, review!.id, { answer: 'Thank you, Quinn.' })
    expect(first.status).toBe(200)
    const twice = await Promise.all([
      answer(expert, review!.id, { answer: 'Edited' }),
      answer(expert, review!.id, { answer: 'Edited again' }),
    ])
    expect(twice.map((r) => r.status)).toEqual([409, 409])
    const page = (await (await server.request(`/api/ratings/${expert.id}`)).json()) as ReviewsPage
    expect(page.reviews[0]).toMatchObject({ firstName: 'Quinn', review: 'Helpful', answer: { text: 'Thank you, Quinn.' } })
  })
})
