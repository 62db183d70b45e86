import { SettingsPage } from '../../features/profiles/settings-page'
import { pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Settings', 'Your Tio settings.')

export default function SettingsRoute() {
  return <SettingsPage variant="user" />
}
