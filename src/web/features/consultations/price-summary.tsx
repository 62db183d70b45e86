import { Coins } from 'lucide-react'
import { PRICE_TEXT, type PriceText } from '../../../shared/schemas/assistant-price-text'
import type { PublicExpert } from '../../../shared/schemas/expert'
import { cn } from '../../ui/cn'

/**
 * "From 30 points" (and "First message free") on an expert's search and Tio Chat cards (issue 23
 * item 1), in the words `text` of the language `lang` Tio Chat answered in; nothing for an expert
 * without offers.
 */
export function PriceSummary({
  expert,
  className,
  text = PRICE_TEXT.en,
  lang,
}: {
  expert: Pick<PublicExpert, 'priceFrom' | 'freeFirstMessage'>
  className?: string
  text?: PriceText
  lang?: string
}) {
  if (expert.priceFrom === undefined) return null
  return (
    <span lang={lang} className={cn('inline-flex items-center gap-1 whitespace-nowrap', className)} data-testid="price-summary">
      <Coins aria-hidden="true" size={14} className="shrink-0" />
      <span title={text.label(expert.priceFrom)}>
        <span aria-hidden="true">{text.from(expert.priceFrom)}</span>
        <span className="sr-only">{text.label(expert.priceFrom)}</span>
      </span>
      {expert.freeFirstMessage ? (
        <span className="text-emerald-700 max-sm:hidden dark:text-emerald-400">· {text.firstMessageFree}</span>
      ) : null}
    </span>
  )
}
