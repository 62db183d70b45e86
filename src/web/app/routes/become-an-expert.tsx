import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Become an Expert', 'Share what you know: become a verified Tio expert and help people who need you.')

export default function BecomeAnExpertRoute() {
  return <ComingSoon title="Become an Expert" lead="Share what you know: become a verified Tio expert and help people who need you." />
}
