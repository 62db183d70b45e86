import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Privacy policy', 'What Tio stores about you and what it does with it.')

export default function PrivacyPolicyRoute() {
  return <ComingSoon title="Privacy policy" lead="What Tio stores about you and what it does with it." />
}
