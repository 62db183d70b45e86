import { ExpertVerificationPage } from '../../features/experts/expert-verification-page'
import { pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Become a Tio expert', 'Apply to become a verified Tio expert.')

export default function ExpertVerificationRoute() {
  return <ExpertVerificationPage />
}
