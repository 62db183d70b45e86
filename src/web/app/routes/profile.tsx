import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Profile', 'Your Tio profile.')

export default function ProfileRoute() {
  return <ComingSoon title="Profile" lead="Your Tio profile." />
}
