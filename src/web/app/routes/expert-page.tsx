import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Tio expert', 'A verified Tio expert.')

export default function ExpertPageRoute() {
  return <ComingSoon title="Tio expert" lead="A verified Tio expert." />
}
