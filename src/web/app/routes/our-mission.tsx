import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Our mission', 'Why Tio exists: start with AI, scale to human.')

export default function OurMissionRoute() {
  return <ComingSoon title="Our mission" lead="Why Tio exists: start with AI, scale to human." />
}
