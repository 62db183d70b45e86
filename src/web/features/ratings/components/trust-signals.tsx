import { respondsText } from '../../../../shared/response-rate-text'
import type { PublicExpert } from '../../../../shared/schemas/expert'
import { Badge } from '../../../ui/badge'
import { StarRating } from '../../../ui/star-rating'

type Rated = Pick<PublicExpert, 'rating' | 'ratingCount'>

const countText = (ratingCount: number) => ` from ${ratingCount} ${ratingCount === 1 ? 'rating' : 'ratings'}`
export const ratingsText = ({ rating, ratingCount }: Rated) => `${rating.toFixed(1)}${countText(ratingCount)}`

/**
 * An expert's stars and how many ratings they rest on; an expert nobody rated yet is "New on Tio"
 * rather than 0.0 with grey stars (issue 23 item 7). Used on the public page, search cards and Tio Chat.
 */
export function RatingSummary({
  expert,
  size = 16,
  compact = false,
}: {
  expert: Rated
  size?: number
  /** true: the average alone; 'phone': the count too, from 640 px (the search card). */
  compact?: boolean | 'phone'
}) {
  if (!expert.ratingCount) {
    return (
      <Badge tone="brand" className="whitespace-nowrap">
        <span data-testid="new-on-tio">New on Tio</span>
      </Badge>
    )
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StarRating value={expert.rating} size={size} />
      <span className="text-ink-muted">
        {expert.rating.toFixed(1)}
        {compact === true ? null : (
          <span className={compact === 'phone' ? 'max-sm:hidden' : undefined}>{countText(expert.ratingCount)}</span>
        )}
      </span>
    </span>
  )
}

/** "Responds within an hour (measured)": the measured rate once there are enough conversations, else what the expert declared. */
export function responseRateText(expert: Pick<PublicExpert, 'responseRate' | 'responseRateSource'>, withVerb = true) {
  const measured = expert.responseRateSource === 'measured'
  return withVerb ? respondsText(expert.responseRate, measured) : `${expert.responseRate} (${measured ? 'measured' : 'self-declared'})`
}
