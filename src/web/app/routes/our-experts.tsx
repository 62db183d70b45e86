import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Our experts', 'Meet the verified human experts on Tio.')

export default function OurExpertsRoute() {
  return <ComingSoon title="Our experts" lead="Meet the verified human experts on Tio." />
}
