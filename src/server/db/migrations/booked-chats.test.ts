import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApprovedExpert, createUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { up } from './2026-11-27-03-booked-chats'

describe.each(DIALECTS)('bookings made before a booking opened a conversation get theirs on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false, env: { RATE_LIMIT: 'false' } })
  })
  afterAll(() => server.close())

  it('opens one conversation per booked pair that has none, once, dated by its latest booking', async () => {
    const { db } = server.ctx.database
    const expert = await createApprovedExpert(server)
    const client = await createUser(server)
    const offers = { offers: [{ kind: 'answer', price: 10 }], freeFirstMessage: true }
    expect((await server.request('/api/consultations/offers', { method: 'PUT', cookie: expert.cookie, json: offers })).status).toBe(200)
    for (let i = 0; i < 2; i++) {
      const booked = await server.request('/api/consultations/bookings', {
        method: 'POST',
        cookie: client.cookie,
        json: { expertId: expert.id, requestId: randomUUID(), kind: 'answer', price: 10, note: 'A question' },
      })
      expect(booked.status).toBe(201)
    }
    const pairChats = () =>
      db
        .selectFrom('chats')
        .select(['id', 'last_activity_at'])
        .where((eb) => eb.or([eb('user_a', '=', client.id), eb('user_b', '=', client.id)]))
        .execute()
    const [opened] = await pairChats()
    // As before this change: the booking left no conversation.
    await db.deleteFrom('chats').where('id', '=', opened!.id).execute()
    const latest = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('client_id', '=', client.id)
      .executeTakeFirst()
    await up(db as unknown as Kysely<unknown>)
    await up(db as unknown as Kysely<unknown>)
    expect(await pairChats()).toEqual([{ id: expect.any(String), last_activity_at: latest!.at }])
  })
})
