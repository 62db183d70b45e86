import { useParams, type MetaArgs } from 'react-router'
import { TestCheckoutPage } from '../../features/payments/components/test-checkout-page'
import { pageMeta } from '../../ui/page'

export function meta(_: MetaArgs) {
  return [...pageMeta('Test checkout', 'The local test payment provider: no real money.'), { name: 'robots', content: 'noindex' }]
}

/** /checkout/test/:purchaseId: the local test provider's page (the API answers 404 when that provider is not in use). */
export default function TestCheckoutRoute() {
  const { purchaseId = '' } = useParams()
  return <TestCheckoutPage purchaseId={purchaseId} />
}
