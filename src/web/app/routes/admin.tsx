import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Operator console', 'Review expert applications.')

export default function AdminRoute() {
  return <ComingSoon title="Operator console" lead="Review expert applications." />
}
