import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Become an Expert', 'Apply to become a verified Tio expert.')

export default function ExpertVerificationRoute() {
  return <ComingSoon title="Become an Expert" lead="Apply to become a verified Tio expert." />
}
