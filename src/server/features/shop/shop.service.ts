import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import {
  SHOP_MESSAGES,
  type OrderInput,
  type OrderStatus,
  type ShippingAddress,
  type ShopItem,
  type ShopItemInput,
  type ShopItemKind,
  type ShopItemsPage,
  type ShopOrder,
  type ShopOrdersPage,
} from '../../../shared/schemas/shop'
import type { SessionUser } from '../../auth/auth'
import type { AppContext } from '../../context'
import { announceBalances, hold, postHold, voidHold } from '../ledger'
import { fetchKeysetPage } from '../../db/keyset'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { ApiError, notFound } from '../../http/errors'
import { isOwnPhoto } from '../uploads'
import { sendOrderMail } from './shop.mail'
import type { ShopItemsTable, ShopOrdersTable } from './shop.tables'

const PAGE_SIZE = 24
const now = () => new Date().toISOString()

function toItem(row: Selectable<ShopItemsTable>): ShopItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    photoURL: row.photo_url,
    pricePoints: Number(row.price_points),
    stock: Number(row.stock),
    kind: row.kind as ShopItemKind,
    sizes: JSON.parse(row.sizes) as string[],
    active: row.active === 1,
  }
}

function toOrder(row: Selectable<ShopOrdersTable>): ShopOrder {
  return {
    id: row.id,
    itemId: row.item_id,
    itemName: row.item_name,
    pricePoints: Number(row.price_points),
    size: row.size,
    shipping: row.shipping_address ? (JSON.parse(row.shipping_address) as ShippingAddress) : null,
    status: row.status as OrderStatus,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** The shop's items, newest first, a page at a time; visitors see the active ones, operators all. */
export async function listItems(db: Kysely<DB>, options: { cursor?: string; all?: boolean }): Promise<ShopItemsPage> {
  let query = db.selectFrom('shop_items').selectAll()
  if (!options.all) query = query.where('active', '=', 1)
  const { page, nextCursor } = await fetchKeysetPage(query, { cursor: options.cursor, limit: PAGE_SIZE })
  return { items: page.map(toItem), nextCursor }
}

export async function getItem(db: Kysely<DB>, id: string, options: { all?: boolean } = {}): Promise<ShopItem> {
  let query = db.selectFrom('shop_items').selectAll().where('id', '=', id)
  if (!options.all) query = query.where('active', '=', 1)
  const row = await query.executeTakeFirst()
  if (!row) throw notFound(SHOP_MESSAGES.itemUnavailable)
  return toItem(row)
}

async function checkPhoto(db: Kysely<DB>, operatorId: string, photoURL: string) {
  if (photoURL && !(await isOwnPhoto(db, operatorId, photoURL))) {
    throw new ApiError(400, 'bad-request', `photoURL: ${SHOP_MESSAGES.photoNotUploaded}`, { photoURL: SHOP_MESSAGES.photoNotUploaded })
  }
}

const itemColumns = (input: ShopItemInput) => ({
  name: input.name,
  description: input.description,
  photo_url: input.photoURL,
  price_points: input.pricePoints,
  stock: input.stock,
  kind: input.kind,
  sizes: JSON.stringify([...new Set(input.sizes)]),
  active: input.active ? 1 : 0,
})

export async function createItem(db: Kysely<DB>, operator: SessionUser, input: ShopItemInput): Promise<ShopItem> {
  await checkPhoto(db, operator.id, input.photoURL)
  const id = randomUUID()
  const created = now()
  await db
    .insertInto('shop_items')
    .values({ id, ...itemColumns(input), created_at: created, updated_at: created })
    .execute()
  return getItem(db, id, { all: true })
}

export async function updateItem(db: Kysely<DB>, operator: SessionUser, id: string, input: ShopItemInput): Promise<ShopItem> {
  const existing = await getItem(db, id, { all: true })
  if (input.photoURL !== existing.photoURL) await checkPhoto(db, operator.id, input.photoURL)
  await db
    .updateTable('shop_items')
    .set({ ...itemColumns(input), updated_at: now() })
    .where('id', '=', id)
    .execute()
  return getItem(db, id, { all: true })
}

function fieldError(field: string, message: string) {
  return new ApiError(400, 'bad-request', `${field}: ${message}`, { [field]: message })
}

/**
 * Places an order in one transaction: takes one from the stock (a guarded update: the last item
 * cannot be sold twice), holds the price from the buyer's points in escrow (refused when short), and
 * stores the order. All or nothing. The confirmation mail is sent after the commit.
 */
export async function placeOrder(ctx: AppContext, user: SessionUser, input: OrderInput): Promise<ShopOrder> {
  const { db } = ctx.database
  const item = await getItem(db, input.itemId)
  if (item.sizes.length > 0 && !input.size) throw fieldError('size', SHOP_MESSAGES.sizeRequired)
  if (input.size && !item.sizes.includes(input.size)) throw fieldError('size', SHOP_MESSAGES.sizeUnknown)
  if (item.kind === 'physical' && !input.shipping) throw fieldError('shipping', SHOP_MESSAGES.shippingRequired)
  const id = randomUUID()
  return inTransaction(db, async (trx, afterCommit) => {
    const taken = await trx
      .updateTable('shop_items')
      .set((eb) => ({ stock: eb('stock', '-', 1), updated_at: now() }))
      .where('id', '=', item.id)
      .where('active', '=', 1)
      .where('stock', '>=', 1)
      .executeTakeFirst()
    if (Number(taken.numUpdatedRows) === 0) throw new ApiError(409, 'sold-out', SHOP_MESSAGES.itemSoldOut)
    // The price as stored now, in this transaction, not as read before it.
    const current = await trx.selectFrom('shop_items').select(['name', 'price_points']).where('id', '=', item.id).executeTakeFirstOrThrow()
    const held = await hold(trx, {
      reference: `order:${id}`,
      userId: user.id,
      amount: Number(current.price_points),
      reason: `Shop order: ${current.name}`,
      object: { type: 'order', id },
    })
    const created = now()
    const row = {
      id,
      user_id: user.id,
      item_id: item.id,
      item_name: current.name,
      price_points: Number(current.price_points),
      size: input.size ?? null,
      shipping_address: item.kind === 'physical' && input.shipping ? JSON.stringify(input.shipping) : null,
      hold_id: held.hold.id,
      status: 'placed',
      note: null,
      created_at: created,
      updated_at: created,
    }
    await trx.insertInto('shop_orders').values(row).execute()
    const order = toOrder(row)
    afterCommit(() => announceBalances(db, ctx.emitToUser, [user.id]))
    afterCommit(() => sendOrderMail(ctx, user.id, order))
    return order
  })
}

export async function listOwnOrders(db: Kysely<DB>, userId: string, cursor?: string): Promise<ShopOrdersPage> {
  const query = db.selectFrom('shop_orders').selectAll().where('user_id', '=', userId)
  const { page, nextCursor } = await fetchKeysetPage(query, { cursor, limit: PAGE_SIZE })
  return { orders: page.map(toOrder), nextCursor }
}

/** The operators' list of orders in one status, oldest first (the queue to work through). */
export async function listOrdersByStatus(db: Kysely<DB>, status: OrderStatus, cursor?: string): Promise<ShopOrdersPage> {
  const query = db
    .selectFrom('shop_orders')
    .innerJoin('user', 'user.id', 'shop_orders.user_id')
    .selectAll('shop_orders')
    .select(['user.email as buyer_email', 'user.name as buyer_name'])
    .where('shop_orders.status', '=', status)
  const { page, nextCursor } = await fetchKeysetPage(query, {
    cursor,
    limit: PAGE_SIZE,
    direction: 'newer',
    at: 'shop_orders.created_at',
    id: 'shop_orders.id',
  })
  return { orders: page.map((r) => ({ ...toOrder(r), buyer: { id: r.user_id, email: r.buyer_email, name: r.buyer_name } })), nextCursor }
}

/**
 * Moves a placed order to fulfilled (its held points go to the platform) or cancelled (they return
 * to the buyer's pockets and the item to the stock), once: a compare-and-set on status = 'placed'.
 * `buyerId` limits it to the buyer's own order (a buyer may cancel, not fulfil).
 */
export async function decideOrder(
  ctx: AppContext,
  orderId: string,
  decision: 'fulfilled' | 'cancelled',
  note: string,
  buyerId?: string,
): Promise<ShopOrder> {
  const { db } = ctx.database
  return inTransaction(db, async (trx, afterCommit) => {
    let query = trx.selectFrom('shop_orders').selectAll().where('id', '=', orderId)
    if (buyerId) query = query.where('user_id', '=', buyerId)
    const row = await query.executeTakeFirst()
    if (!row) throw notFound('No such order.')
    const flipped = await trx
      .updateTable('shop_orders')
      .set({ status: decision, note: note || null, updated_at: now() })
      .where('id', '=', row.id)
      .where('status', '=', 'placed')
      .executeTakeFirst()
    if (Number(flipped.numUpdatedRows) === 0) throw new ApiError(409, 'order-not-placed', SHOP_MESSAGES.orderNotPlaced)
    if (decision === 'fulfilled') {
      await postHold(trx, { holdId: row.hold_id, payee: 'platform', reason: `Shop order fulfilled: ${row.item_name}` })
    } else {
      await voidHold(trx, { holdId: row.hold_id, reason: `Shop order cancelled: ${row.item_name}` })
      await trx
        .updateTable('shop_items')
        .set((eb) => ({ stock: eb('stock', '+', 1), updated_at: now() }))
        .where('id', '=', row.item_id)
        .execute()
    }
    const order = toOrder(await trx.selectFrom('shop_orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow())
    if (decision === 'cancelled') afterCommit(() => announceBalances(db, ctx.emitToUser, [row.user_id]))
    afterCommit(() => sendOrderMail(ctx, row.user_id, order))
    return order
  })
}
