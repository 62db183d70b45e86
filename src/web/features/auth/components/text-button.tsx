import type { ButtonHTMLAttributes } from 'react'
import { cn } from '../../../ui/cn'

/** A link-styled button that switches between the account popups. */
export function TextButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={cn('font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300', className)}
      {...props}
    />
  )
}

/** What a popup's form says after it was sent. */
export interface FormResult {
  tone: 'error' | 'success'
  text: string
}

/** A popup's onOpenChange that also clears its message on closing, so it opens fresh the next time. */
export const clearOnClose = (onOpenChange: (open: boolean) => void, clear: () => void) => (next: boolean) => {
  if (!next) clear()
  onOpenChange(next)
}

export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg px-3 py-2 text-sm',
        tone === 'error'
          ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'
          : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
      )}
    >
      {children}
    </div>
  )
}
