import { RATING_MAX } from '../../shared/constants'

/** Stars out of 5 with half stars (CONST-16); the accessible name reads the value. */
export function StarRating({ value, size = 16 }: { value: number; size?: number }) {
  const rounded = Math.round(Math.min(RATING_MAX, Math.max(0, value)) * 2) / 2
  return (
    <span role="img" aria-label={`Rated ${rounded} out of ${RATING_MAX}`} className="inline-flex items-center gap-0.5">
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const fill = rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty'
        return <Star key={i} fill={fill} size={size} />
      })}
    </span>
  )
}

function Star({ fill, size }: { fill: 'full' | 'half' | 'empty'; size: number }) {
  const path = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.1L12 17.8 5.8 21.3l1.6-7.1L2 9.5l7.1-.6z'
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" data-fill={fill}>
      <path d={path} className="fill-slate-300 dark:fill-slate-600" />
      {fill !== 'empty' ? (
        <path d={path} className="fill-amber-500" style={fill === 'half' ? { clipPath: 'inset(0 50% 0 0)' } : undefined} />
      ) : null}
    </svg>
  )
}
