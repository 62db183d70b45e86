import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Expert Resources', 'Guides for Tio experts: profiles, pricing your time, answering well and staying safe.')

export default function ExpertResourcesRoute() {
  return <ComingSoon title="Expert Resources" lead="Guides for Tio experts: profiles, pricing your time, answering well and staying safe." />
}
