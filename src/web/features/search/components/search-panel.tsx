import { SlidersHorizontal, X } from 'lucide-react'
import { forwardRef, useId, useState, type ReactNode } from 'react'
import { RESULTS_MAX_HEIGHT } from '../../../../shared/constants'
import { MESSAGES } from '../../../../shared/messages'
import {
  JOB_SUCCESS_OPTIONS,
  SEARCH_ACCOUNT_TYPES,
  SEARCH_ACCOUNT_TYPE_LABELS,
  SEARCH_COMMUNICATIONS,
  SEARCH_COMMUNICATION_LABELS,
  SEARCH_SORTS,
  SEARCH_SORT_LABELS,
  type JobSuccess,
  type SearchAccountType,
  type SearchCommunication,
  type SearchSort,
} from '../../../../shared/search-options'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { Skeleton } from '../../../ui/skeleton'
import { OptionList } from '../../../ui/option-list'
import { DEFAULT_FILTERS, type SearchAnswer, type SearchFilters } from '../hooks/use-expert-search'
import { ExpertCard } from './expert-card'
import { LoadError } from '../../../ui/load-error'
import { pageNumbers } from '../lib/page-numbers'
import { TioUnderstood } from './tio-understood'

const SELECT =
  'w-full rounded-lg border border-line bg-surface px-2 py-1.5 text-sm text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200'

function Filter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:min-w-fit sm:flex-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

export interface SearchPanelProps {
  query: string
  filters: SearchFilters
  onFilters: (filters: SearchFilters) => void
  page: number
  onPage: (page: number) => void
  answer: SearchAnswer | undefined
  loading: boolean
  error: Error | null
  onRetry: () => void
  /** 'close': the Close button (focus goes back to the search field); 'navigate': a card's link or Message. */
  onClose: (reason: 'close' | 'navigate') => void
  className?: string
}

/** The results panel (SEARCH-03..05, FILT-*): filters, the list (at most 70vh, scrolling) and pages. */
export const SearchPanel = forwardRef<HTMLDivElement, SearchPanelProps>(function SearchPanel(
  { query, filters, onFilters, page, onPage, answer, loading, error, onRetry, onClose, className },
  ref,
) {
  const headingId = useId()
  const filtersId = useId()
  // On a phone the filters fold behind one button so that the results get the screen (issue 22 item 4).
  const [filtersOpen, setFiltersOpen] = useState(false)
  const active = (Object.keys(DEFAULT_FILTERS) as (keyof SearchFilters)[]).filter((key) => filters[key] !== DEFAULT_FILTERS[key]).length
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => onFilters({ ...filters, [key]: value })
  const total = answer?.total ?? 0

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      className={cn('flex flex-col rounded-2xl border border-line bg-surface-raised p-3 text-ink shadow-xl sm:p-4', className)}
    >
      <div className="flex items-start gap-2 sm:gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold break-words sm:text-lg">
            Experts for “{query}”
          </h2>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {loading && !answer ? 'Searching…' : answer ? `${total} ${total === 1 ? 'expert' : 'experts'} found` : ''}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 px-2.5 sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          aria-label={MESSAGES.filtersActive(active)}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" size={16} />
          {MESSAGES.filters}
          {active > 0 ? <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">{active}</span> : null}
        </Button>
        <Button variant="secondary" size="sm" className="shrink-0 px-2.5 sm:px-3" onClick={() => onClose('close')}>
          <X aria-hidden="true" size={16} />
          {MESSAGES.close}
        </Button>
      </div>

      {/* From 640 px a wrapping row where each filter is at least as wide as its longest option: none is cut. */}
      <div
        id={filtersId}
        className={cn('mt-3 grid-cols-1 gap-2 min-[480px]:grid-cols-2 sm:flex sm:flex-wrap', filtersOpen ? 'grid' : 'hidden')}
      >
        <Filter label="Sort by">
          {(id) => (
            <select id={id} className={SELECT} value={filters.sort} onChange={(e) => set('sort', e.target.value as SearchSort)}>
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SEARCH_SORT_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <Filter label="Communication">
          {(id) => (
            <select
              id={id}
              className={SELECT}
              value={filters.communication}
              onChange={(e) => set('communication', e.target.value as SearchCommunication)}
            >
              {SEARCH_COMMUNICATIONS.map((c) => (
                <option key={c} value={c}>
                  {SEARCH_COMMUNICATION_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <Filter label="Location">
          {(id) => (
            <input
              id={id}
              type="text"
              size={16}
              className={SELECT}
              placeholder="City or address"
              value={filters.location}
              onChange={(e) => set('location', e.target.value)}
            />
          )}
        </Filter>
        <Filter label="Job Success">
          {(id) => (
            <select
              id={id}
              className={SELECT}
              value={filters.jobSuccess}
              onChange={(e) => set('jobSuccess', e.target.value as JobSuccess | '')}
            >
              <option value="">Any</option>
              <OptionList options={JOB_SUCCESS_OPTIONS} />
            </select>
          )}
        </Filter>
        <Filter label="Account type">
          {(id) => (
            <select
              id={id}
              className={SELECT}
              value={filters.accountType}
              onChange={(e) => set('accountType', e.target.value as SearchAccountType)}
            >
              {SEARCH_ACCOUNT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {SEARCH_ACCOUNT_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </Filter>
      </div>

      <div className="mt-2 flex min-h-0 flex-col sm:mt-3" style={{ maxHeight: RESULTS_MAX_HEIGHT }} data-testid="search-results">
        {error ? (
          <LoadError className="rounded-xl bg-surface-muted p-4" error={error} onRetry={onRetry} />
        ) : loading && !answer ? (
          <div className="space-y-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-32" />
            ))}
          </div>
        ) : answer && answer.total === 0 ? (
          <div className="py-8 text-center">
            <p className="text-lg font-semibold">{MESSAGES.sorry}</p>
            <p className="text-ink-muted">{MESSAGES.noResults}</p>
            <TioUnderstood query={query} onNavigate={() => onClose('navigate')} />
          </div>
        ) : (
          // The list itself scrolls, so that it (not only its frame) is at most 70vh (SEARCH-05).
          <ul
            className={cn('min-h-0 space-y-2 overflow-y-auto sm:space-y-3 overscroll-contain pr-1', loading && 'opacity-60')}
            style={{ maxHeight: RESULTS_MAX_HEIGHT }}
            aria-label="Search results"
          >
            {answer?.results.map((expert) => (
              <li key={expert.uid}>
                <ExpertCard expert={expert} onNavigate={() => onClose('navigate')} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {answer && answer.pages > 1 ? (
        <nav aria-label="Result pages" className="mt-2 flex sm:mt-3 flex-wrap items-center gap-1">
          {pageNumbers(page, answer.pages).map((p, i) =>
            p === 'gap' ? (
              <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                onClick={() => onPage(p)}
                aria-current={p === page ? 'page' : undefined}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-full text-sm font-semibold',
                  p === page ? 'bg-brand-600 text-white' : 'border border-line hover:bg-surface-muted',
                )}
              >
                {p}
              </button>
            ),
          )}
        </nav>
      ) : null}
    </div>
  )
})
