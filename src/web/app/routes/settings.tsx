import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Settings', 'Your Tio settings.')

export default function SettingsRoute() {
  return <ComingSoon title="Settings" lead="Your Tio settings." />
}
