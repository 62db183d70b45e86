import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Expert resource', 'A guide for Tio experts.')

export default function ExpertResourcePostRoute() {
  return <ComingSoon title="Expert resource" lead="A guide for Tio experts." />
}
