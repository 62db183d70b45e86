/**
 * The Tio-Points ledger: the only way points move (docs/ledger.md). Every function takes a Kysely
 * instance that may be the caller's transaction, so a booking or an order commits with its points
 * or not at all; side effects (announceBalances) go to the afterCommit of that transaction
 * (inTransaction, src/server/db/transaction.ts).
 */
export type { LedgerTables } from './ledger.tables'
export {
  POCKETS,
  SPEND_ORDER,
  SYSTEM_ACCOUNTS,
  spend,
  transfer,
  userAccountId,
  type BusinessObject,
  type Party,
  type Pocket,
  type Source,
  type SystemAccount,
  type TransferHeader,
  type TransferKind,
  type TransferResult,
} from './ledger.transfers'
export { getHold, hold, postHold, voidHold, type Hold, type HoldResult, type HoldStatus } from './ledger.holds'
export { announceBalances, balances, history, type Balances, type HistoryEntry } from './ledger.read'
export { checkLedger, type LedgerProblem, type LedgerReport } from './ledger.check'
export { grantMany, type Grant } from './ledger.bulk'
export { closeUserAccounts } from './ledger.closure'
export { createLedgerFeature, type LedgerService } from './ledger.feature'
