import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Expert profile', 'Your Tio expert profile.')

export default function ExpertProfileRoute() {
  return <ComingSoon title="Expert profile" lead="Your Tio expert profile." />
}
