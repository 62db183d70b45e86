/** The operator's view of the ledger: reconciliation, transfers and the overview chart. */
export { createLedgerAdminFeature } from './ledger-admin.feature'
