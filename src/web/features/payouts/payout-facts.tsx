import type { Payout } from '../../../shared/schemas/payouts'

/** When a payout was asked for, and once decided its payment reference or the reason it was rejected. */
export function PayoutFacts({ payout, dateFormat }: { payout: Payout; dateFormat: Intl.DateTimeFormat }) {
  return (
    <span className="block text-ink-muted">
      {dateFormat.format(new Date(payout.createdAt))}
      {payout.reference ? ` · ${payout.reference}` : ''}
      {payout.reason ? ` · ${payout.reason}` : ''}
    </span>
  )
}
