import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Card } from '../../ui/card'
import { LoadError } from '../../ui/load-error'
import { Skeleton } from '../../ui/skeleton'
import { ownApplicationQuery } from './application-api'

// The form loads for experts alone, keeping /settings within its script budget (issue 21 item 1).
const ApplicationForm = lazy(() => import('./expert-verification-page').then((m) => ({ default: m.ApplicationForm })))

/**
 * The expert fields (DATA-15..30) with the application form of /ExpertVerification, on
 * /expertsettings: an approved expert's edit is live at once; a new occupation or account type goes
 * back to review.
 */
export function ExpertDetailsSection() {
  const query = useQuery(ownApplicationQuery)
  return (
    <Card aria-labelledby="expert-details-title">
      <h2 id="expert-details-title" className="text-lg font-semibold">
        Expert details
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Edits are saved as you type and are live at once. A new occupation or account type (saved only with its own button) and a change of
        credential documents go back to review by the Tio team.
      </p>
      <div className="mt-4">
        {query.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <ApplicationForm key={query.data.application?.status ?? 'none'} application={query.data.application} />
          </Suspense>
        )}
      </div>
    </Card>
  )
}
