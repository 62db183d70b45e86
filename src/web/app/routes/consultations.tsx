import { ConsultationsPage } from '../../features/consultations/consultations-page'
import { pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Consultations', 'Your Tio consultations.')

export default function ConsultationsRoute() {
  return <ConsultationsPage />
}
