import { randomUUID } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '../../src/shared/schemas/consultation'
import { SOCKET_EVENTS } from '../../src/shared/socket-events'
import { buyPoints, createApprovedExpert, createUser, type TestUser } from '../support/factories'
import { connectSocket, nextEvent } from '../support/socket-client'
import { startTestServer, type TestServer } from '../support/test-server'

type Changed = { bookingId: string; status: string }

// Issue 23: the other person's open /chat card and /consultations follow a booking's state without a reload.
describe('booking changes over Socket.IO (issue 23 item 4)', () => {
  let server: TestServer
  let expert: TestUser
  let client: TestUser
  const sockets: Socket[] = []
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT: 'false' } })
    expert = await createApprovedExpert(server)
    client = await createUser(server)
    await buyPoints(server, client, 100)
    const offers = { offers: [{ kind: 'answer', price: 10 }], freeFirstMessage: false }
    expect((await server.request('/api/consultations/offers', { method: 'PUT', cookie: expert.cookie, json: offers })).status).toBe(200)
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await server.close()
  })

  it('tells both people when a booking is made and when it changes state, once it is stored', async () => {
    const [expertSocket, clientSocket] = await Promise.all([
      connectSocket(server.url, expert.cookie),
      connectSocket(server.url, client.cookie),
    ])
    sockets.push(expertSocket, clientSocket)
    const stranger = await connectSocket(server.url, (await createUser(server)).cookie)
    sockets.push(stranger)
    let strangerHeard = 0
    stranger.on(SOCKET_EVENTS.BOOKING_CHANGED, () => strangerHeard++)

    const booked = [
      nextEvent<Changed>(expertSocket, SOCKET_EVENTS.BOOKING_CHANGED),
      nextEvent<Changed>(clientSocket, SOCKET_EVENTS.BOOKING_CHANGED),
    ]
    const response = await server.request('/api/consultations/bookings', {
      method: 'POST',
      cookie: client.cookie,
      json: { expertId: expert.id, kind: 'answer', price: 10, note: '', requestId: randomUUID() },
    })
    const { booking } = (await response.json()) as { booking: Booking }
    for (const event of await Promise.all(booked)) expect(event).toEqual({ bookingId: booking.id, status: 'booked' })

    const cancelled = nextEvent<Changed>(expertSocket, SOCKET_EVENTS.BOOKING_CHANGED, (e) => e.status === 'cancelled')
    expect(
      (
        await server.request(`/api/consultations/bookings/${booking.id}/actions`, {
          method: 'POST',
          cookie: client.cookie,
          json: { action: 'cancel' },
        })
      ).status,
    ).toBe(200)
    expect(await cancelled).toEqual({ bookingId: booking.id, status: 'cancelled' })
    // Stored before it is announced: a page refetching on the event reads the new state.
    expect(
      (await server.ctx.database.db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow()).status,
    ).toBe('cancelled')
    expect(strangerHeard).toBe(0)
  })
})
