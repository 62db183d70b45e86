import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { CAROUSEL_EXPERT_COUNT, CAROUSEL_INTERVAL_MS } from '../../../../shared/constants'
import type { FeaturedAnswer } from '../../../../shared/schemas/search'
import { apiFetch } from '../../../lib/api'
import { Avatar } from '../../../ui/avatar'
import { Skeleton } from '../../../ui/skeleton'
import { StarRating } from '../../../ui/star-rating'

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReduced(media.matches)
    const onChange = () => setReduced(media.matches)
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])
  return reduced
}

/**
 * The home carousel (CAR-01..03): 6 real featured experts (approved, well rated, with photos),
 * advancing every 2.8 s, pausing on hover and focus (and with its Pause button), still for
 * prefers-reduced-motion. A list with one item per expert: photo (alt = name), name and role.
 */
export function FeaturedExperts() {
  const { data, isPending, isError } = useQuery({
    queryKey: ['search', 'featured'],
    queryFn: () => apiFetch<FeaturedAnswer>('/api/search/featured'),
    staleTime: 5 * 60_000,
  })
  const experts = (data?.results ?? []).slice(0, CAROUSEL_EXPERT_COUNT)
  const [start, setStart] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reduced = usePrefersReducedMotion()
  const moving = experts.length > 1 && !hovered && !focused && !stopped && !reduced

  useEffect(() => {
    if (!moving) return
    const timer = setInterval(() => setStart((s) => (s + 1) % experts.length), CAROUSEL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [moving, experts.length])

  if (isError) return null
  if (isPending) {
    return (
      <div className="flex gap-4 overflow-hidden" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-48 shrink-0" />
        ))}
      </div>
    )
  }
  if (experts.length === 0) return null
  const ordered = experts.map((_, i) => experts[(start + i) % experts.length]!)
  const step = (by: number) => setStart((s) => (s + by + experts.length) % experts.length)

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured experts"
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      {/* Not a live region while it turns (no attribute at all: an open popup hides what has one from screen readers only then). */}
      <ul className="flex gap-4 overflow-hidden py-2" aria-live={moving ? undefined : 'polite'}>
        {ordered.map((expert) => (
          <li key={expert.uid} className="w-44 shrink-0 sm:w-48">
            <Link
              to={`/expert/${expert.customURL}`}
              className="flex h-full flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-4 text-center shadow-sm hover:shadow-md"
            >
              {/* The photo carries the name (its text alternative); the visible name beside it is not read twice. */}
              <Avatar src={expert.photoURL} name={expert.displayName} size={72} />
              <span className="font-semibold text-ink" aria-hidden="true">
                {expert.displayName}
              </span>
              <span className="text-sm text-ink-muted">{expert.occupation}</span>
              <StarRating value={expert.rating} size={14} />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex items-center justify-center gap-2">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label="Previous expert"
          className="inline-flex size-9 items-center justify-center rounded-full border border-line hover:bg-surface-muted"
        >
          <ChevronLeft aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped ? 'Play carousel' : 'Pause carousel'}
          className="inline-flex size-9 items-center justify-center rounded-full border border-line hover:bg-surface-muted"
        >
          {stopped ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
        </button>
        <button
          type="button"
          onClick={() => step(1)}
          aria-label="Next expert"
          className="inline-flex size-9 items-center justify-center rounded-full border border-line hover:bg-surface-muted"
        >
          <ChevronRight aria-hidden="true" size={18} />
        </button>
      </div>
    </section>
  )
}
