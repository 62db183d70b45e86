import { LedgerPanel } from '../../features/ledger-admin/ledger-panel'
import { OverviewPanel } from '../../features/ledger-admin/overview-panel'

export default function AdminPointsRoute() {
  return (
    <>
      <OverviewPanel />
      <LedgerPanel />
    </>
  )
}
