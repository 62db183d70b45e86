import { Search } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { cn } from '../../../ui/cn'
import { DEFAULT_FILTERS, SEARCH_DEBOUNCE_MS, useExpertSearch, type SearchFilters } from '../hooks/use-expert-search'
import { useUrlSearch } from '../hooks/use-url-search'

// The results panel (cards, filters, pages) loads when the field is first focused or a search opens it,
// not with every page (issue 21 item 1).
const loadSearchPanel = () => import('./search-panel').then((m) => ({ default: m.SearchPanel }))
const SearchPanel = lazy(loadSearchPanel)

/**
 * The expert search field (SEARCH-01/02): the navigation renders it in the bar (desktop) and in
 * the mobile menu (mobile). Typing searches as you type (debounced; answers for older queries are
 * never shown), Enter searches at once; the results panel closes on an outside click, Escape or
 * 'Close' (the last two give the focus back to the field); an empty query clears it (VAL-14).
 * The desktop one also opens for a page URL with ?q= (the home page's category icons).
 */
export function SearchBox({ variant }: { variant: 'desktop' | 'mobile' }) {
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [filters, setFilters] = useState<SearchFilters>(DEFAULT_FILTERS)
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const url = useUrlSearch()

  // ?q=… (category icons link to /?q=<field>), each time it is asked for: the same icon again too
  useEffect(() => {
    if (!url.q) return
    setText(url.q)
    setQuery(url.q)
    setPage(1)
    setOpen(true)
  }, [url.request])

  // search as you type, debounced
  useEffect(() => {
    const next = text.trim()
    if (next === query) return
    const timer = setTimeout(() => {
      setQuery(next)
      setPage(1)
      setOpen(next !== '')
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, query])

  const search = useExpertSearch(query, filters, page)

  // close on an outside click or Escape
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (formRef.current?.contains(target) || panelRef.current?.contains(target)) return
      setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      inputRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const inputId = `search-${variant}`
  return (
    <>
      <form
        ref={formRef}
        role="search"
        className={cn('relative', variant === 'desktop' ? 'hidden w-full max-w-xs lg:block' : 'block w-full')}
        onSubmit={(event) => {
          event.preventDefault()
          const next = text.trim()
          setQuery(next)
          setPage(1)
          setOpen(next !== '')
        }}
      >
        <label className="sr-only" htmlFor={inputId}>
          Search
        </label>
        <Search aria-hidden="true" size={16} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          autoComplete="off"
          placeholder="Search experts"
          value={text}
          onFocus={() => void loadSearchPanel()}
          onChange={(e) => setText(e.target.value)}
          onClick={() => {
            if (query) setOpen(true)
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && open) {
              e.preventDefault()
              panelRef.current?.querySelector<HTMLElement>('[aria-label="Search results"] a[href]:not([tabindex="-1"])')?.focus()
            }
          }}
          aria-controls={open ? `${inputId}-panel` : undefined}
          className="w-full rounded-full border border-line bg-surface py-2 pr-4 pl-9 text-sm text-ink placeholder:text-ink-muted focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </form>
      {open && query ? (
        <div id={`${inputId}-panel`} className="fixed inset-x-0 top-16 z-50 flex justify-center px-2 sm:px-4">
          <Suspense fallback={null}>
            <SearchPanel
              ref={panelRef}
              className="max-h-[calc(100dvh-4.5rem)] w-full max-w-3xl lg:max-w-4xl"
              query={query}
              filters={filters}
              onFilters={(next) => {
                setFilters(next)
                setPage(1)
              }}
              page={page}
              onPage={setPage}
              answer={search.data}
              loading={search.isFetching}
              error={search.error}
              onRetry={() => void search.refetch()}
              onClose={(reason) => {
                setOpen(false)
                // a keyboard user who pressed Close carries on from the search field, not from the top of the page
                if (reason === 'close') inputRef.current?.focus()
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </>
  )
}
