import { AdminPayoutsPanel } from '../../features/payouts/admin-payouts-panel'

export default function AdminPayoutsRoute() {
  return <AdminPayoutsPanel />
}
