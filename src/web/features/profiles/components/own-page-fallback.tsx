import { LoadError } from '../../../ui/load-error'
import { Page } from '../../../ui/page'
import { Skeleton } from '../../../ui/skeleton'

/** The own profile or settings page while the account loads, or when it could not be loaded. */
export function OwnPageFallback({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Page title={title}>
      {error ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : (
        <div aria-busy="true" className="grid gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </Page>
  )
}
