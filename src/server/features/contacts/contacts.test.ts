import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BlockedPage, ContactStatus, ContactsPage } from '../../../shared/schemas/contact'
import { createApprovedExpert, createUser, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'

describe.each(DIALECTS)('contacts on %s', (dialect) => {
  let server: TestServer
  let ada: TestUser
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
    ada = await createUser(server)
  })
  afterAll(async () => server.close())

  const status = async (viewer: TestUser, ids: string[]) => {
    const response = await server.request(`/api/contacts/status?ids=${ids.join(',')}`, { cookie: viewer.cookie })
    expect(response.status).toBe(200)
    return ((await response.json()) as { statuses: Record<string, ContactStatus> }).statuses
  }

  it('requires login', async () => {
    expect((await server.request('/api/contacts')).status).toBe(401)
    expect((await server.request(`/api/contacts/${ada.id}`, { method: 'POST' })).status).toBe(401)
  })

  it('refuses connecting with yourself (VAL-16)', async () => {
    const response = await server.request(`/api/contacts/${ada.id}`, { method: 'POST', cookie: ada.cookie })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('cannot-connect-self')
    const rows = await server.ctx.database.db.selectFrom('contacts').selectAll().where('user_id', '=', ada.id).execute()
    expect(rows).toHaveLength(0)
  })

  it('Connect makes both users contacts of each other at once (DATA-13, DATA-29, STATE-11)', async () => {
    const expert = await createApprovedExpert(server)
    expect((await status(ada, [expert.id]))[expert.id]).toEqual({ connected: false, blocked: false })
    const response = await server.request(`/api/contacts/${expert.id}`, { method: 'POST', cookie: ada.cookie })
    expect(response.status).toBe(201)
    // Twice is harmless.
    expect((await server.request(`/api/contacts/${expert.id}`, { method: 'POST', cookie: ada.cookie })).status).toBe(201)
    expect((await status(ada, [expert.id]))[expert.id]!.connected).toBe(true)
    expect((await status(expert, [ada.id]))[ada.id]!.connected).toBe(true)
    const list = (await (await server.request('/api/contacts', { cookie: expert.cookie })).json()) as ContactsPage
    expect(list.contacts.map((c) => c.id)).toEqual([ada.id])
    const adaList = (await (await server.request('/api/contacts', { cookie: ada.cookie })).json()) as ContactsPage
    expect(adaList.contacts[0]).toMatchObject({ id: expert.id, name: expert.name, profilePath: `/expert/${expert.customURL}` })

    expect((await server.request(`/api/contacts/${expert.id}`, { method: 'DELETE', cookie: ada.cookie })).status).toBe(200)
    expect((await status(expert, [ada.id]))[ada.id]!.connected).toBe(false)
  })

  it('paginates the contact list', async () => {
    const owner = await createUser(server)
    const others = await Promise.all(Array.from({ length: 3 }, () => createUser(server)))
    for (const other of others) await server.request(`/api/contacts/${other.id}`, { method: 'POST', cookie: owner.cookie })
    const first = (await (await server.request('/api/contacts?limit=2', { cookie: owner.cookie })).json()) as ContactsPage
    expect(first.contacts).toHaveLength(2)
    const second = (await (
      await server.request(`/api/contacts?limit=2&cursor=${first.nextCursor}`, { cookie: owner.cookie })
    ).json()) as ContactsPage
    expect(second.contacts).toHaveLength(1)
    expect(second.nextCursor).toBeNull()
    expect(new Set([...first.contacts, ...second.contacts].map((c) => c.id))).toEqual(new Set(others.map((o) => o.id)))
  })

  it('a block stops connecting either way until unblocked', async () => {
    const [blocker, pest] = await Promise.all([createUser(server), createUser(server)])
    expect((await server.request(`/api/blocks/${pest.id}`, { method: 'POST', cookie: blocker.cookie })).status).toBe(200)
    expect((await status(blocker, [pest.id]))[pest.id]!.blocked).toBe(true)
    const refused = await server.request(`/api/contacts/${blocker.id}`, { method: 'POST', cookie: pest.cookie })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'blocked' })
    expect((await server.request(`/api/contacts/${pest.id}`, { method: 'POST', cookie: blocker.cookie })).status).toBe(403)
    expect((await server.request(`/api/blocks/${pest.id}`, { method: 'DELETE', cookie: blocker.cookie })).status).toBe(200)
    expect((await server.request(`/api/contacts/${blocker.id}`, { method: 'POST', cookie: pest.cookie })).status).toBe(201)
  })

  it('lists the people you blocked, contacts or not, until unblocked (issue 6 item 3)', async () => {
    const [blocker, contact, stranger] = await Promise.all([createUser(server), createUser(server), createUser(server)])
    const blocked = async () => {
      const response = await server.request('/api/blocks', { cookie: blocker.cookie })
      expect(response.status).toBe(200)
      return ((await response.json()) as BlockedPage).blocked.map((p) => p.name)
    }
    expect(await blocked()).toEqual([])
    await server.request(`/api/contacts/${contact.id}`, { method: 'POST', cookie: blocker.cookie })
    for (const other of [contact, stranger]) {
      expect((await server.request(`/api/blocks/${other.id}`, { method: 'POST', cookie: blocker.cookie })).status).toBe(200)
    }
    // Removing a blocked contact keeps the block, and a place to lift it.
    await server.request(`/api/contacts/${contact.id}`, { method: 'DELETE', cookie: blocker.cookie })
    expect(new Set(await blocked())).toEqual(new Set([contact.name, stranger.name]))
    expect(await (await server.request('/api/blocks', { cookie: stranger.cookie })).json()).toEqual({ blocked: [], nextCursor: null })
    await server.request(`/api/blocks/${stranger.id}`, { method: 'DELETE', cookie: blocker.cookie })
    expect(await blocked()).toEqual([contact.name])
    expect((await server.request('/api/blocks')).status).toBe(401)
  })

  it('validates the status query', async () => {
    const response = await server.request('/api/contacts/status', { cookie: ada.cookie })
    expect(response.status).toBe(400)
  })
})
