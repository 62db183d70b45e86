import { X } from 'lucide-react'
import { forwardRef, useId, type ReactNode } from 'react'
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
import type { SearchAnswer, SearchFilters } from '../hooks/use-expert-search'
import { ExpertCard } from './expert-card'
import { LoadError } from '../../../ui/load-error'
import { pageNumbers } from '../lib/page-numbers'

const SELECT =
  'w-full rounded-lg border border-line bg-surface px-2 py-1.5 text-sm text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200'

function Filter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
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
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => onFilters({ ...filters, [key]: value })
  const total = answer?.total ?? 0

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      className={cn('flex flex-col rounded-2xl border border-line bg-surface-raised p-4 text-ink shadow-xl', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            Experts for “{query}”
          </h2>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {loading && !answer ? 'Searching…' : answer ? `${total} ${total === 1 ? 'expert' : 'experts'} found` : ''}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => onClose('close')}>
          <X aria-hidden="true" size={16} />
          {MESSAGES.close}
        </Button>
      </div>

      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
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
              className={SELECT}
              placeholder="City or address"
              value={filters.location}
              onChange={(e) => set('location', e.target.value)}
            />
          )}
        </Filter>
        <Filter label="Job Success">
          {(id) => (
            <select id={id} className={SELECT} value={filters.jobSuccess} onChange={(e) => set('jobSuccess', e.target.value as JobSuccess | '')}>
              <option value="">Any</option>
              {JOB_SUCCESS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
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

      <div className="mt-3 flex min-h-0 flex-col" style={{ maxHeight: RESULTS_MAX_HEIGHT }} data-testid="search-results">
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
          </div>
        ) : (
          // The list itself scrolls, so that it (not only its frame) is at most 70vh (SEARCH-05).
          <ul
            className={cn('min-h-0 space-y-3 overflow-y-auto overscroll-contain pr-1', loading && 'opacity-60')}
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
        <nav aria-label="Result pages" className="mt-3 flex flex-wrap items-center gap-1">
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
