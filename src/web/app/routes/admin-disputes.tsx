import { AdminDisputesPanel } from '../../features/consultations/admin-disputes-panel'

export default function AdminDisputesRoute() {
  return <AdminDisputesPanel />
}
