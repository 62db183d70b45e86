import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApprovedExpert, createUser, sendChatMessage } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { uploadFile } from '../../../../tests/support/tus'
import type { AccountExport } from './data-export'

describe.each(DIALECTS)('Download my data on %s (issue 18 item 8)', (dialect) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  }, 60_000)
  afterAll(() => server.close())

  it('answers a JSON attachment with the person’s own data and nobody else’s', async () => {
    const ada = await createUser(server, { firstName: 'Ada', lastName: 'Owner' })
    const bob = await createUser(server, { firstName: 'Bob', lastName: 'Friend' })
    const eve = await createUser(server, { firstName: 'Eve', lastName: 'Stranger' })
    const expert = await createApprovedExpert(server, { firstName: 'Rita', lastName: 'Expert' })
    await sendChatMessage(server, ada, bob, 'Ada to Bob')
    await sendChatMessage(server, bob, ada, 'Bob to Ada')
    await sendChatMessage(server, eve, bob, 'Eve to Bob, private')
    expect((await server.request(`/api/contacts/${bob.id}`, { method: 'POST', cookie: ada.cookie })).status).toBeLessThan(300)
    expect((await server.request(`/api/blocks/${eve.id}`, { method: 'POST', cookie: ada.cookie })).status).toBeLessThan(300)
    await sendChatMessage(server, ada, expert, 'Hello expert')
    await sendChatMessage(server, expert, ada, 'Hello Ada')
    expect(
      (await server.request(`/api/ratings/${expert.id}`, { method: 'PUT', json: { stars: 4, review: 'Clear advice' }, cookie: ada.cookie }))
        .status,
    ).toBe(200)
    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0000aa' } })
      .png()
      .toBuffer()
    const adaFile = await uploadFile(server, ada.cookie, 'avatars', 'ada.png', image)
    const eveFile = await uploadFile(server, eve.cookie, 'avatars', 'eve.png', image)

    const response = await server.request('/api/profile/export', { cookie: ada.cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="tio-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    const data = JSON.parse(text) as AccountExport

    expect(data.account).toMatchObject({ id: ada.id, email: ada.email, name: 'Ada Owner', signInMethods: [{ method: 'password' }] })
    expect(data.profile).toMatchObject({ user_id: ada.id, first_name: 'Ada' })
    const withBob = data.conversations.find((c) => c.with.id === bob.id)!
    expect(withBob.with.name).toBe('Bob Friend')
    expect(withBob.messages.map((m) => [m.direction, m.body])).toEqual([
      ['sent', 'Ada to Bob'],
      ['received', 'Bob to Ada'],
    ])
    expect(data.conversations).toHaveLength(2)
    expect(data.contacts).toEqual([expect.objectContaining({ id: bob.id, name: 'Bob Friend' })])
    expect(data.blocked).toEqual([expect.objectContaining({ id: eve.id })])
    expect(data.ratingsGiven).toEqual([expect.objectContaining({ expert_id: expert.id, stars: 4, review: 'Clear advice' })])
    expect(data.points.balance.total).toBe(100)
    expect(data.points.entries).toEqual([expect.objectContaining({ kind: 'bonus', amount: 100 })])
    expect(data.uploads).toEqual([
      expect.objectContaining({
        id: adaFile.id,
        name: 'avatar.webp',
        kind: 'avatars',
        size: adaFile.size,
        url: expect.stringMatching(new RegExp(`/api/files/${adaFile.id}$`)),
      }),
    ])
    for (const key of ['purchases', 'shopOrders', 'payouts', 'bookings', 'expertApplications'] as const) expect(data[key], key).toEqual([])

    // Nobody else's data: not Eve's message to Bob, her file, her email; no secrets.
    for (const foreign of ['Eve to Bob, private', eveFile.id, eve.email, bob.email, ada.password]) expect(text).not.toContain(foreign)
    expect(text).not.toMatch(/"(password|token|p256dh|auth)":/)

    // An approved expert's export has their application.
    const expertData = (await (await server.request('/api/profile/export', { cookie: expert.cookie })).json()) as AccountExport
    expect(expertData.expertApplications).toEqual([
      expect.objectContaining({ user_id: expert.id, status: 'approved', expertise_areas: ['Family law', 'Mediation'] }),
    ])
    expect(expertData.conversations.map((c) => c.with.id)).toEqual([ada.id])
  })

  it('is for a signed-in person only', async () => {
    expect((await server.request('/api/profile/export')).status).toBe(401)
  })
})
