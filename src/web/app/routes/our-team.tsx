import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Our team', 'The people building Tio.')

export default function OurTeamRoute() {
  return <ComingSoon title="Our team" lead="The people building Tio." />
}
