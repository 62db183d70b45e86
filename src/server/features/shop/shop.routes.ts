import { Hono } from 'hono'
import {
  adminOrdersQuerySchema,
  orderDecisionSchema,
  orderInputSchema,
  shopCursorQuerySchema as cursorQuery,
  shopIdParamSchema as idParam,
  shopItemInputSchema,
} from '../../../shared/schemas/shop'
import type { AppEnv } from '../../http/app-env'
import { requireOperator, requireUser, requireVerifiedEmail } from '../../http/guards'
import { validate } from '../../http/validate'
import { createItem, decideOrder, getItem, listItems, listOrdersByStatus, listOwnOrders, placeOrder, updateItem } from './shop.service'

/** /api/shop: the items anyone sees; orders of the signed-in buyer. */
export function createShopRoutes() {
  return new Hono<AppEnv>()
    .get('/items', validate('query', cursorQuery), async (c) =>
      c.json(await listItems(c.var.ctx.database.db, { cursor: c.req.valid('query').cursor })),
    )
    .get('/items/:id', validate('param', idParam), async (c) =>
      c.json({ item: await getItem(c.var.ctx.database.db, c.req.valid('param').id) }),
    )
    .get('/orders', requireUser, validate('query', cursorQuery), async (c) => {
      c.header('cache-control', 'no-store')
      return c.json(await listOwnOrders(c.var.ctx.database.db, c.var.user.id, c.req.valid('query').cursor))
    })
    .post('/orders', requireUser, requireVerifiedEmail, validate('json', orderInputSchema), async (c) => {
      return c.json({ order: await placeOrder(c.var.ctx, c.var.user, c.req.valid('json')) }, 201)
    })
    .post('/orders/:id/cancel', requireUser, validate('param', idParam), async (c) => {
      return c.json({ order: await decideOrder(c.var.ctx, c.req.valid('param').id, 'cancelled', '', c.var.user.id) })
    })
}

/** /api/admin/shop: the operators manage items and work through orders. */
export function createShopAdminRoutes() {
  return new Hono<AppEnv>()
    .use(requireOperator)
    .get('/items', validate('query', cursorQuery), async (c) =>
      c.json(await listItems(c.var.ctx.database.db, { cursor: c.req.valid('query').cursor, all: true })),
    )
    .post('/items', validate('json', shopItemInputSchema), async (c) => {
      return c.json({ item: await createItem(c.var.ctx.database.db, c.var.user, c.req.valid('json')) }, 201)
    })
    .put('/items/:id', validate('param', idParam), validate('json', shopItemInputSchema), async (c) => {
      return c.json({ item: await updateItem(c.var.ctx.database.db, c.var.user, c.req.valid('param').id, c.req.valid('json')) })
    })
    .get('/orders', validate('query', adminOrdersQuerySchema), async (c) => {
      const { status, cursor } = c.req.valid('query')
      return c.json(await listOrdersByStatus(c.var.ctx.database.db, status, cursor))
    })
    .post('/orders/:id/fulfil', validate('param', idParam), validate('json', orderDecisionSchema), async (c) => {
      return c.json({ order: await decideOrder(c.var.ctx, c.req.valid('param').id, 'fulfilled', c.req.valid('json').note) })
    })
    .post('/orders/:id/cancel', validate('param', idParam), validate('json', orderDecisionSchema), async (c) => {
      return c.json({ order: await decideOrder(c.var.ctx, c.req.valid('param').id, 'cancelled', c.req.valid('json').note) })
    })
}
