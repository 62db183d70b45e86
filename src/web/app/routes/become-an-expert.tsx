import { BecomeAnExpertPage } from '../../features/experts/become-an-expert-page'
import { pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Become an Expert', 'Why become a Tio expert, how verification works, and how to apply.')

export default function BecomeAnExpertRoute() {
  return <BecomeAnExpertPage />
}
