import { Hono } from 'hono'
import {
  adminPayoutsQuerySchema,
  payoutIdParamSchema as idParam,
  payoutPaidSchema,
  payoutRejectSchema,
  payoutRequestSchema,
  payoutsQuerySchema as cursorQuery,
} from '../../../shared/schemas/payouts'
import type { AppEnv } from '../../http/app-env'
import { requireOperator, requireUser } from '../../http/guards'
import { validate } from '../../http/validate'
import { decidePayout, listOwnPayouts, listPayoutsByStatus, requestPayout } from './payouts.service'

/** /api/payouts: an expert's payout requests. */
export function createPayoutsRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', validate('query', cursorQuery), async (c) => {
      c.header('cache-control', 'no-store')
      return c.json(await listOwnPayouts(c.var.ctx, c.var.user.id, c.req.valid('query').cursor))
    })
    .post('/', validate('json', payoutRequestSchema), async (c) => {
      return c.json({ payout: await requestPayout(c.var.ctx, c.var.user, c.req.valid('json').points) }, 201)
    })
}

/** /api/admin/payouts: the operators pay (outside Tio) or reject requests. */
export function createPayoutsAdminRoutes() {
  return new Hono<AppEnv>()
    .use(requireOperator)
    .get('/', validate('query', adminPayoutsQuerySchema), async (c) => {
      const { status, cursor } = c.req.valid('query')
      return c.json(await listPayoutsByStatus(c.var.ctx.database.db, status, cursor))
    })
    .post('/:id/paid', validate('param', idParam), validate('json', payoutPaidSchema), async (c) => {
      return c.json({ payout: await decidePayout(c.var.ctx, c.var.user, c.req.valid('param').id, { paid: c.req.valid('json').reference }) })
    })
    .post('/:id/reject', validate('param', idParam), validate('json', payoutRejectSchema), async (c) => {
      return c.json({
        payout: await decidePayout(c.var.ctx, c.var.user, c.req.valid('param').id, { rejected: c.req.valid('json').reason }),
      })
    })
}
