import { PayoutsCard } from '../../features/payouts/payouts-card'
import { ProfilePage } from '../../features/profiles/profile-page'
import { pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Expert profile', 'Your Tio expert profile.')

export default function ExpertProfileRoute() {
  return <ProfilePage variant="expert" expertExtra={<PayoutsCard />} />
}
