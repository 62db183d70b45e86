import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createLedgerAdminRoutes } from './ledger-admin.routes'
import { startReconciliation } from './reconciliation'

/** The operator's ledger view, and the periodic reconciliation (its timer stopped by close()). */
export function createLedgerAdminFeature(ctx: AppContext): Feature {
  const reconciliation = startReconciliation(ctx)
  return { routes: { '/admin/ledger': createLedgerAdminRoutes() }, service: undefined, close: reconciliation.close }
}
