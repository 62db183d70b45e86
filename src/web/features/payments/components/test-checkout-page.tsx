import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { PAYMENT_MESSAGES, formatMoney } from '../../../../shared/schemas/payments-text'
import { Button } from '../../../ui/button'
import { LoadError } from '../../../ui/load-error'
import { Page } from '../../../ui/page'
import { Skeleton } from '../../../ui/skeleton'
import { PAYMENT_KEYS, fetchPurchase, payWithTestProvider } from '../payments-api'
import { ErrorAlert } from '../../../ui/error-alert'

/** The local test provider's checkout: labelled as a test, no money moves; it answers like a provider's notice would. */
export function TestCheckoutPage({ purchaseId }: { purchaseId: string }) {
  const navigate = useNavigate()
  const purchase = useQuery({ queryKey: PAYMENT_KEYS.purchase(purchaseId), queryFn: () => fetchPurchase(purchaseId) })
  const pay = useMutation({
    mutationFn: (outcome: 'paid' | 'failed' | 'cancelled') => payWithTestProvider(purchaseId, outcome),
    onSuccess: (p) => void navigate(`/Pricing?purchase=${encodeURIComponent(p.id)}`),
  })
  return (
    <Page title="Test checkout" lead={PAYMENT_MESSAGES.testProviderLabel}>
      {purchase.isPending ? (
        <Skeleton className="h-32 w-full max-w-md" />
      ) : purchase.isError ? (
        <LoadError error={purchase.error} onRetry={() => void purchase.refetch()} />
      ) : (
        <div className="max-w-md rounded-2xl border-2 border-dashed border-amber-500 p-6">
          <p className="text-lg font-semibold">{PAYMENT_MESSAGES.packTitle(purchase.data.points)}</p>
          <p className="mb-6 text-2xl font-bold">{formatMoney(purchase.data.priceCents, purchase.data.currency)}</p>
          <div className="flex flex-wrap gap-3">
            <Button disabled={pay.isPending || purchase.data.status !== 'pending'} onClick={() => pay.mutate('paid')}>
              {PAYMENT_MESSAGES.testPay}
            </Button>
            <Button variant="secondary" disabled={pay.isPending || purchase.data.status !== 'pending'} onClick={() => pay.mutate('failed')}>
              {PAYMENT_MESSAGES.testFail}
            </Button>
            <Button variant="ghost" disabled={pay.isPending || purchase.data.status !== 'pending'} onClick={() => pay.mutate('cancelled')}>
              {PAYMENT_MESSAGES.testCancel}
            </Button>
          </div>
          <ErrorAlert error={pay.error} className="mt-3" />
        </div>
      )}
    </Page>
  )
}
