import { SettingsPage } from '../../features/profiles/settings-page'
import { pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Expert settings', 'Your Tio expert settings.')

export default function ExpertSettingsRoute() {
  return <SettingsPage variant="expert" />
}
