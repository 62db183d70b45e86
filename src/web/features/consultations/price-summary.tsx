import { Coins } from 'lucide-react'
import { MESSAGES } from '../../../shared/messages'
import type { PublicExpert } from '../../../shared/schemas/expert'
import { cn } from '../../ui/cn'

/**
 * "From 30 points" (and "First message free") on an expert's search and Tio Chat cards (issue 23
 * item 1); nothing for an expert without offers.
 */
export function PriceSummary({ expert, className }: { expert: Pick<PublicExpert, 'priceFrom' | 'freeFirstMessage'>; className?: string }) {
  if (expert.priceFrom === undefined) return null
  return (
    <span className={cn('inline-flex items-center gap-1 whitespace-nowrap', className)} data-testid="price-summary">
      <Coins aria-hidden="true" size={14} className="shrink-0" />
      <span title={MESSAGES.priceFromLabel(expert.priceFrom)}>
        <span aria-hidden="true">{MESSAGES.priceFrom(expert.priceFrom)}</span>
        <span className="sr-only">{MESSAGES.priceFromLabel(expert.priceFrom)}</span>
      </span>
      {expert.freeFirstMessage ? (
        <span className="text-emerald-700 max-sm:hidden dark:text-emerald-400">· {MESSAGES.firstMessageFree}</span>
      ) : null}
    </span>
  )
}
