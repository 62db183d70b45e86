import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { MESSAGES } from '../../shared/messages'
import { Button } from './button'
import { cn } from './cn'
import { LoadError } from './load-error'
import { Skeleton } from './skeleton'

interface PagedListProps<Page, Item> {
  /** The pages so far (useCursorPages). */
  query: UseInfiniteQueryResult<InfiniteData<Page>>
  items: (page: Page) => Item[]
  /** The list's accessible name ("Loading" before it while the first page comes). */
  label: string
  empty: ReactNode
  /** The button that fetches the next page. */
  more: string
  /** One <li> per item. */
  children: (item: Item) => ReactNode
  className?: string
}

/** A server-paged list with its loading, error and empty states, and a button for the next page. */
export function PagedList<Page, Item>({ query, items, label, empty, more, children, className }: PagedListProps<Page, Item>) {
  if (query.isPending) {
    return (
      <div className={className} aria-busy="true" aria-label={`Loading ${label}`}>
        <Skeleton className="h-14 w-full" />
      </div>
    )
  }
  if (query.isError) return <LoadError className={className} error={query.error} onRetry={() => void query.refetch()} />
  const all = query.data.pages.flatMap(items)
  if (all.length === 0) return <p className={cn('text-sm text-ink-muted', className)}>{empty}</p>
  return (
    <div className={className}>
      <ul className="divide-y divide-line" aria-label={label}>
        {all.map(children)}
      </ul>
      {query.hasNextPage ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? MESSAGES.loading : more}
        </Button>
      ) : null}
    </div>
  )
}
