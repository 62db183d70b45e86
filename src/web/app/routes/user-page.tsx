import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Tio member', 'A member of Tio.')

export default function UserPageRoute() {
  return <ComingSoon title="Tio member" lead="A member of Tio." />
}
