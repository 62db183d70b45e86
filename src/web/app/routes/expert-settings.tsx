import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Expert settings', 'Your Tio expert settings.')

export default function ExpertSettingsRoute() {
  return <ComingSoon title="Expert settings" lead="Your Tio expert settings." />
}
