import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Join us', 'Work with us on Tio.')

export default function JoinUsRoute() {
  return <ComingSoon title="Join us" lead="Work with us on Tio." />
}
