import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { ledgerFilterSchema, ledgerTransfersQuerySchema, overviewQuerySchema } from '../../../shared/schemas/ledger-admin'
import type { AppEnv } from '../../http/app-env'
import { requireOperator } from '../../http/guards'
import { validate } from '../../http/validate'
import { exportCsv, getOverview, getSummary, listTransfers, totalsByKind } from './ledger-admin.service'

/** /api/admin/ledger: every point, for the operators: the transfers, totals by kind, CSV, balances, the overview charts' data. */
export function createLedgerAdminRoutes() {
  return new Hono<AppEnv>()
    .use(requireOperator)
    .get('/transfers', validate('query', ledgerTransfersQuerySchema), async (c) => {
      const { cursor, ...filter } = c.req.valid('query')
      return c.json(await listTransfers(c.var.ctx.database.db, filter, cursor))
    })
    .get('/totals', validate('query', ledgerFilterSchema), async (c) =>
      c.json(await totalsByKind(c.var.ctx.database.db, c.req.valid('query'))),
    )
    .get('/export.csv', validate('query', ledgerFilterSchema), (c) => {
      const filter = c.req.valid('query')
      c.header('content-type', 'text/csv; charset=utf-8')
      c.header('content-disposition', `attachment; filename="tio-ledger-${new Date().toISOString().slice(0, 10)}.csv"`)
      c.header('cache-control', 'no-store')
      return stream(c, async (out) => {
        for await (const chunk of exportCsv(c.var.ctx.database.db, filter)) await out.write(chunk)
      })
    })
    .get('/summary', async (c) => c.json(await getSummary(c.var.ctx.database.db)))
    .get('/overview', validate('query', overviewQuerySchema), async (c) => {
      const { database } = c.var.ctx
      return c.json(await getOverview(database.db, database.dialect, c.req.valid('query').days))
    })
}
