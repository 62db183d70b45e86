import { getErrorMessage } from '../../shared/messages'
import { Button } from './button'
import { cn } from './cn'

/** What a failed load says, with a way to try again. */
export function LoadError({ error, onRetry, className }: { error: unknown; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('text-sm', className)}>
      <p>{getErrorMessage(error)}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
