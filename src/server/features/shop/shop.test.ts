import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buyPoints, createUser, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import type { ShopItem, ShopItemInput, ShopOrder } from '../../../shared/schemas/shop'
import { DEMO_OPERATOR_EMAIL } from '../../config'
import { balances, transfer } from '../ledger'

describe.each(DIALECTS)('the shop on %s (issue 20 item 2)', (dialect) => {
  let server: TestServer
  let operator: TestUser

  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
    operator = await createUser(server, { email: DEMO_OPERATOR_EMAIL })
  }, 60_000)
  afterAll(() => server.close())

  const hoodie: ShopItemInput = {
    name: 'Hoodie',
    description: 'Organic cotton',
    photoURL: '',
    pricePoints: 300,
    stock: 5,
    kind: 'physical',
    sizes: ['S', 'M', 'L'],
    active: true,
  }
  const address = { fullName: 'Ana Lima', line1: 'Rua Augusta 1', line2: '', city: 'Lisbon', postalCode: '1100-048', country: 'Portugal' }
  const createItem = async (input: Partial<ShopItemInput> = {}) => {
    const response = await server.request('/api/admin/shop/items', {
      method: 'POST',
      json: { ...hoodie, ...input },
      cookie: operator.cookie,
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { item: ShopItem }).item
  }
  /** A signed-in buyer holding `points` in all (the 100 sign-up points and bought ones). */
  const buyer = async (points: number) => {
    const user = await createUser(server)
    const { db } = server.ctx.database
    const start = (await balances(db, user.id)).total
    if (points > start) await buyPoints(server, user, points - start)
    if (points < start)
      await transfer(db, {
        reference: `test-spend-${user.id}`,
        kind: 'order',
        reason: 'test',
        from: { userId: user.id },
        to: 'platform',
        amount: start - points,
      })
    return user
  }
  const total = async (user: TestUser) => (await balances(server.ctx.database.db, user.id)).total
  const stockOf = async (id: string) =>
    Number((await server.ctx.database.db.selectFrom('shop_items').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock)
  const order = (user: TestUser, json: unknown) => server.request('/api/shop/orders', { method: 'POST', json, cookie: user.cookie })
  const mailsTo = (email: string) =>
    server.ctx.database.db
      .selectFrom('mailbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('created_at')
      .execute()

  it('lets only the operators manage items, with clear 4xx for bad input', async () => {
    const user = await createUser(server)
    expect((await server.request('/api/admin/shop/items', { method: 'POST', json: hoodie })).status).toBe(401)
    expect((await server.request('/api/admin/shop/items', { method: 'POST', json: hoodie, cookie: user.cookie })).status).toBe(403)
    const bad = await server.request('/api/admin/shop/items', {
      method: 'POST',
      json: { ...hoodie, pricePoints: -5, stock: 1.5 },
      cookie: operator.cookie,
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      pricePoints: expect.any(String),
      stock: expect.any(String),
    })
    const notUploaded = await server.request('/api/admin/shop/items', {
      method: 'POST',
      json: { ...hoodie, photoURL: '/api/files/nope' },
      cookie: operator.cookie,
    })
    expect(notUploaded.status).toBe(400)

    const item = await createItem()
    expect(item).toMatchObject({ name: 'Hoodie', pricePoints: 300, stock: 5, kind: 'physical', sizes: ['S', 'M', 'L'], active: true })
    const updated = await server.request(`/api/admin/shop/items/${item.id}`, {
      method: 'PUT',
      json: { ...hoodie, active: false },
      cookie: operator.cookie,
    })
    expect(updated.status).toBe(200)
    const visible = (await (await server.request('/api/shop/items')).json()) as { items: ShopItem[] }
    expect(visible.items.map((i) => i.id)).not.toContain(item.id)
    expect((await server.request(`/api/shop/items/${item.id}`)).status).toBe(404)
  })

  it('asks for what the item needs and changes nothing on bad input or too few points', async () => {
    const item = await createItem()
    const user = await buyer(200)
    expect((await order(user, { itemId: item.id, shipping: address })).status).toBe(400) // no size
    expect((await order(user, { itemId: item.id, size: 'XXL', shipping: address })).status).toBe(400)
    expect((await order(user, { itemId: item.id, size: 'M' })).status).toBe(400) // no address
    const short = await order(user, { itemId: item.id, size: 'M', shipping: address })
    expect(short.status).toBe(409)
    expect(((await short.json()) as { error: { code: string } }).error.code).toBe('insufficient-points')
    expect(await total(user)).toBe(200)
    expect(await stockOf(item.id)).toBe(5)
    expect(
      (await server.request('/api/shop/orders', { cookie: user.cookie }).then((r) => r.json())) as { orders: unknown[] },
    ).toMatchObject({ orders: [] })
  })

  it('takes the points and the stock in the order, mails a receipt, and the operator fulfils it once', async () => {
    const item = await createItem()
    const user = await buyer(1000)
    const placed = await order(user, { itemId: item.id, size: 'M', shipping: address })
    expect(placed.status).toBe(201)
    const { order: created } = (await placed.json()) as { order: ShopOrder }
    expect(created).toMatchObject({ status: 'placed', pricePoints: 300, size: 'M', shipping: address })
    expect(await total(user)).toBe(700)
    expect((await balances(server.ctx.database.db, user.id)).held).toBe(300)
    expect(await stockOf(item.id)).toBe(4)
    expect((await mailsTo(user.email)).at(-1)?.subject).toBe('Your Tio shop order: Hoodie')

    const pending = (await (await server.request('/api/admin/shop/orders?status=placed', { cookie: operator.cookie })).json()) as {
      orders: ShopOrder[]
    }
    expect(pending.orders.find((o) => o.id === created.id)?.buyer?.email).toBe(user.email)
    expect(
      (await server.request(`/api/admin/shop/orders/${created.id}/fulfil`, { method: 'POST', json: {}, cookie: user.cookie })).status,
    ).toBe(403)
    const fulfil = await server.request(`/api/admin/shop/orders/${created.id}/fulfil`, {
      method: 'POST',
      json: { note: 'Tracking 123' },
      cookie: operator.cookie,
    })
    expect(fulfil.status).toBe(200)
    expect((await balances(server.ctx.database.db, user.id)).held).toBe(0)
    expect(await total(user)).toBe(700)
    expect((await mailsTo(user.email)).at(-1)).toMatchObject({
      subject: 'Your Tio shop order is on its way: Hoodie',
      text_body: expect.stringContaining('Tracking 123'),
    })
    expect(
      (await server.request(`/api/admin/shop/orders/${created.id}/fulfil`, { method: 'POST', json: {}, cookie: operator.cookie })).status,
    ).toBe(409)
    expect((await server.request(`/api/shop/orders/${created.id}/cancel`, { method: 'POST', cookie: user.cookie })).status).toBe(409)
    const mine = (await (await server.request('/api/shop/orders', { cookie: user.cookie })).json()) as { orders: ShopOrder[] }
    expect(mine.orders).toMatchObject([{ id: created.id, status: 'fulfilled', note: 'Tracking 123' }])
  })

  it('refunds a cancelled order and puts the item back in stock; only the buyer or an operator cancels', async () => {
    const item = await createItem({ kind: 'digital', sizes: [], stock: 2 })
    const user = await buyer(600)
    const first = ((await (await order(user, { itemId: item.id })).json()) as { order: ShopOrder }).order
    expect(first.shipping).toBeNull()
    const second = ((await (await order(user, { itemId: item.id })).json()) as { order: ShopOrder }).order
    expect(await total(user)).toBe(0)
    const stranger = await createUser(server)
    expect((await server.request(`/api/shop/orders/${first.id}/cancel`, { method: 'POST', cookie: stranger.cookie })).status).toBe(404)
    expect((await server.request(`/api/shop/orders/${first.id}/cancel`, { method: 'POST', cookie: user.cookie })).status).toBe(200)
    const byOperator = await server.request(`/api/admin/shop/orders/${second.id}/cancel`, {
      method: 'POST',
      json: { note: 'Out of codes' },
      cookie: operator.cookie,
    })
    expect(byOperator.status).toBe(200)
    expect(await total(user)).toBe(600)
    expect(await stockOf(item.id)).toBe(2)
    expect((await mailsTo(user.email)).at(-1)?.subject).toBe(`Your Tio shop order was cancelled: ${item.name}`)
  })

  it('sells the last item once when several people order it at the same moment', async () => {
    const item = await createItem({ stock: 1, kind: 'digital', sizes: [] })
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(500)))
    const responses = await Promise.all(buyers.map((u) => order(u, { itemId: item.id })))
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409])
    expect(await stockOf(item.id)).toBe(0)
    const totals = await Promise.all(buyers.map(total))
    expect(totals.filter((t) => t === 200)).toHaveLength(1)
    expect(totals.filter((t) => t === 500)).toHaveLength(5)
    const orders = await server.ctx.database.db.selectFrom('shop_orders').select('id').where('item_id', '=', item.id).execute()
    expect(orders).toHaveLength(1)
  })
})
