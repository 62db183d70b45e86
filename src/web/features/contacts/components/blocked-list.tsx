import { useInfiniteQuery } from '@tanstack/react-query'
import type { BlockedPerson } from '../../../../shared/schemas/contact'
import { MESSAGES } from '../../../../shared/messages'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { LoadError } from '../../../ui/load-error'
import { Skeleton } from '../../../ui/skeleton'
import { CONTACT_KEYS, fetchBlocked } from '../contacts-api'
import { useBlock } from '../hooks/use-block'
import { useContactsLive } from '../hooks/use-contacts-live'
import { PersonLabel } from './person-label'

/** Everyone the viewer blocked, contacts or not, each with Unblock (for /profile). */
export function BlockedList({ className }: { className?: string }) {
  useContactsLive()
  const query = useInfiniteQuery({
    queryKey: CONTACT_KEYS.blocked,
    queryFn: ({ pageParam }) => fetchBlocked(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
  if (query.isPending) return <Skeleton className="mt-3 h-10 w-full" />
  if (query.isError) return <LoadError className={className} error={query.error} onRetry={() => void query.refetch()} />
  const people = query.data.pages.flatMap((p) => p.blocked)
  if (people.length === 0) return <p className={cn('text-sm text-ink-muted', className)}>{MESSAGES.noOneBlocked}</p>
  return (
    <div className={className}>
      <ul className="divide-y divide-line" aria-label="Blocked people">
        {people.map((person) => (
          <BlockedRow key={person.id} person={person} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          More
        </Button>
      ) : null}
    </div>
  )
}

function BlockedRow({ person }: { person: BlockedPerson }) {
  const { setBlocked, pending } = useBlock(person.id)
  return (
    <li className="flex items-center gap-3 py-3" data-testid="blocked-person">
      <PersonLabel person={person} />
      <Button variant="secondary" size="sm" aria-label={`${MESSAGES.unblock} ${person.name}`} disabled={pending} onClick={() => setBlocked(false)}>
        {MESSAGES.unblock}
      </Button>
    </li>
  )
}
