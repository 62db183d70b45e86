import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import type { PointPack, Purchase } from '../../../../shared/schemas/payments'
import { PACKS_ANCHOR, PAYMENT_MESSAGES, formatMoney } from '../../../../shared/schemas/payments-text'
import { ME_QUERY_KEY, useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { LoadError } from '../../../ui/load-error'
import { Skeleton } from '../../../ui/skeleton'
import { useAuthDialogs } from '../../auth'
import { PAYMENT_KEYS, fetchPricing, fetchPurchase, startCheckout } from '../payments-api'
import { ErrorAlert } from '../../../ui/error-alert'

const STATUS_TEXT = (p: Purchase) =>
  ({
    pending: PAYMENT_MESSAGES.statusPending,
    paid: PAYMENT_MESSAGES.statusPaid(p.points),
    failed: PAYMENT_MESSAGES.statusFailed,
    cancelled: PAYMENT_MESSAGES.statusCancelled,
    refunded: PAYMENT_MESSAGES.statusRefunded,
  })[p.status]

/** After the provider sends the buyer back (?purchase=id): the purchase's status, read until the provider's notice arrived. */
function PurchaseStatus({ id }: { id: string }) {
  const client = useQueryClient()
  const query = useQuery({
    queryKey: PAYMENT_KEYS.purchase(id),
    queryFn: () => fetchPurchase(id),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 1500 : false),
  })
  const status = query.data?.status
  useEffect(() => {
    if (status === 'paid') void client.invalidateQueries({ queryKey: ME_QUERY_KEY })
  }, [status, client])
  // The buyer comes back to the top of /Pricing; on a phone the packs, and this, are screens below it.
  const shown = useRef<HTMLParagraphElement>(null)
  const loaded = Boolean(query.data)
  useEffect(() => {
    if (loaded) shown.current?.scrollIntoView({ block: 'center' })
  }, [loaded])
  if (!query.data) return null
  return (
    <p
      ref={shown}
      role="status"
      className={`mb-6 rounded-xl p-4 text-sm font-medium ${status === 'paid' ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' : 'bg-surface-muted'}`}
    >
      {STATUS_TEXT(query.data)}
    </p>
  )
}

function PackCard({ pack, currency, onBuy, busy }: { pack: PointPack; currency: string; onBuy: () => void; busy: boolean }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line p-5">
      <h3 className="text-lg font-semibold">{PAYMENT_MESSAGES.packTitle(pack.points)}</h3>
      <p className="mt-1 text-2xl font-bold">{formatMoney(pack.priceCents, currency)}</p>
      <Button className="mt-4" onClick={onBuy} disabled={busy} aria-label={PAYMENT_MESSAGES.buyPack(pack.points)}>
        {PAYMENT_MESSAGES.buyPoints}
      </Button>
    </li>
  )
}

/** /Pricing's point packs (POINT_PACKS): buying opens the payment provider's checkout. */
export function PointPacks() {
  const session = useSession()
  const { openLogin } = useAuthDialogs()
  const [params] = useSearchParams()
  const purchaseId = params.get('purchase')
  const pricing = useQuery({ queryKey: PAYMENT_KEYS.pricing, queryFn: fetchPricing })
  const buy = useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  })
  return (
    <section aria-labelledby={PACKS_ANCHOR} className="mb-12">
      <h2 id={PACKS_ANCHOR} className="mb-2 scroll-mt-20 text-2xl font-bold">
        {PAYMENT_MESSAGES.buyPoints}
      </h2>
      {purchaseId && session.me ? <PurchaseStatus id={purchaseId} /> : null}
      {pricing.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : pricing.isError ? (
        <LoadError error={pricing.error} onRetry={() => void pricing.refetch()} />
      ) : !pricing.data.provider ? (
        <p className="text-ink-muted">{PAYMENT_MESSAGES.buyingOff}</p>
      ) : (
        <>
          {pricing.data.provider === 'test' ? (
            <p className="mb-4 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {PAYMENT_MESSAGES.testProviderLabel}
            </p>
          ) : null}
          <ul className="grid gap-6 sm:grid-cols-3" aria-label="Point packs">
            {pricing.data.packs.map((pack) => (
              <PackCard
                key={pack.id}
                pack={pack}
                currency={pricing.data.currency}
                busy={buy.isPending}
                onBuy={() => (session.me ? buy.mutate(pack.id) : openLogin())}
              />
            ))}
          </ul>
          <ErrorAlert error={buy.error} className="mt-3" />
        </>
      )}
    </section>
  )
}
