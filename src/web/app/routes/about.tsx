import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('About us', 'Who we are and why we built Tio.')

export default function AboutRoute() {
  return <ComingSoon title="About us" lead="Who we are and why we built Tio." />
}
