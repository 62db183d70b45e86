import { ProfilePage } from '../../features/profiles/profile-page'
import { pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Profile', 'Your Tio profile.')

export default function ProfileRoute() {
  return <ProfilePage variant="user" />
}
