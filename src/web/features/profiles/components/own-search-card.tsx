import { useQuery } from '@tanstack/react-query'
import type { ExpertPageAnswer } from '../../../../shared/schemas/expert'
import { apiFetch } from '../../../lib/api'
import { Card } from '../../../ui/card'
import { Skeleton } from '../../../ui/skeleton'
import { ExpertCard } from '../../search'

/**
 * /expertprofile: the expert's own search card, from the public API, so it is exactly what visitors
 * see in search (no private field can slip in). Suspended or in review: not in search, said so.
 */
export function OwnSearchCard({ customURL, suspended }: { customURL: string; suspended: boolean }) {
  const query = useQuery({
    queryKey: ['experts', 'public', customURL],
    queryFn: () => apiFetch<ExpertPageAnswer>(`/api/experts/${encodeURIComponent(customURL)}`),
    enabled: !suspended,
    retry: false,
  })
  return (
    <Card className="lg:col-span-3" data-testid="own-search-card">
      <h2 className="text-lg font-semibold">Your card in search</h2>
      <p className="mt-1 text-sm text-ink-muted">This is how visitors see you in expert search.</p>
      <div className="mt-4 max-w-2xl">
        {suspended ? (
          <p className="text-sm">Your profile is suspended, so it does not appear in search.</p>
        ) : query.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : query.isError ? (
          <p className="text-sm">Your card is not in search right now.</p>
        ) : (
          <ExpertCard expert={query.data.expert} />
        )}
      </div>
    </Card>
  )
}
