import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Pricing', 'Tio plans and what each includes.')

export default function PricingRoute() {
  return <ComingSoon title="Pricing" lead="Tio plans and what each includes." />
}
