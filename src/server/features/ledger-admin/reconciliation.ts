import type { AppContext } from '../../context'
import { checkLedger, type LedgerReport } from '../ledger'

/** Checks the ledger's invariants once; a mismatch is logged as an error naming the accounts, transfers or holds. */
export async function runReconciliation(ctx: Pick<AppContext, 'database' | 'logger'>): Promise<LedgerReport> {
  const report = await checkLedger(ctx.database.db)
  if (report.ok)
    ctx.logger.info({ accounts: report.accounts, transfers: report.transfers, holds: report.holds }, 'ledger reconciliation: balanced')
  else
    ctx.logger.error(
      { problems: report.problems.slice(0, 50), count: report.problems.length },
      'ledger reconciliation FAILED: the ledger does not add up',
    )
  return report
}

/**
 * The server's reconciliation: runReconciliation every LEDGER_CHECK_HOURS (daily by default). close()
 * stops the timer and waits for a run in progress, so shutdown never cuts one off mid-read.
 */
export function startReconciliation(ctx: AppContext): { close: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    running = runReconciliation(ctx).catch((error: unknown) => ctx.logger.error({ err: error }, 'ledger reconciliation could not run'))
  }, ctx.config.ledgerCheckHours * 3_600_000)
  timer.unref()
  return {
    async close() {
      clearInterval(timer)
      await running
    },
  }
}
