import { getErrorMessage } from '../../shared/messages'
import { cn } from './cn'

/** What went wrong with a call (a mutation's error), announced; nothing while there is no error. */
export function ErrorAlert({ error, className }: { error: unknown; className?: string }) {
  if (!error) return null
  return (
    <p role="alert" className={cn('text-sm text-red-700 dark:text-red-400', className)}>
      {getErrorMessage(error)}
    </p>
  )
}
