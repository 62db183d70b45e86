import { useInfiniteQuery } from '@tanstack/react-query'
import { MESSAGES } from '../../../../shared/messages'
import { POINT_REASON_LABELS } from '../../../../shared/schemas/profile'
import { Button } from '../../../ui/button'
import { Skeleton } from '../../../ui/skeleton'
import { PROFILE_KEYS, fetchPoints } from '../profile-api'
import { LoadError } from '../../../ui/load-error'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

/** The Tio-Points ledger, newest first, a page at a time from the server. */
export function PointsLedger() {
  const query = useInfiniteQuery({
    queryKey: PROFILE_KEYS.points,
    queryFn: ({ pageParam }) => fetchPoints(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
  if (query.isPending) return <Skeleton className="h-24 w-full" />
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  }
  const rows = query.data.pages.flatMap((p) => p.transactions)
  if (rows.length === 0) return <p className="text-sm text-ink-muted">No {MESSAGES.pointsName} yet.</p>
  return (
    <div>
      <ul className="divide-y divide-line" aria-label={`${MESSAGES.pointsName} history`}>
        {rows.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-4 py-2 text-sm">
            <span>
              <span className="font-medium">{POINT_REASON_LABELS[row.reason] ?? row.reason}</span>
              <span className="block text-ink-muted">{dateFormat.format(new Date(row.createdAt))}</span>
            </span>
            <span className={row.amount >= 0 ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'font-semibold text-red-700'}>
              {row.amount >= 0 ? '+' : '−'}
              {Math.abs(row.amount)}
            </span>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button size="sm" variant="ghost" className="mt-2" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? MESSAGES.loading : 'Show older'}
        </Button>
      ) : null}
    </div>
  )
}
