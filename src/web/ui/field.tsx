import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { cn } from './cn'

const CONTROL =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink placeholder:text-ink-muted focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600'

interface FieldProps {
  label: string
  /** An error that says what to fix; announced and linked to the control. */
  error?: string
  hint?: ReactNode
}

/** Label above, hint and error below, wired to the control by id (aria-describedby, aria-invalid). */
function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { id?: string; className?: string; children: (control: ControlProps) => ReactNode }) {
  const generated = useId()
  const controlId = id ?? generated
  const describedBy = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={`${controlId}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** A labelled input with its hint and error. */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, error, hint, id, className, ...props },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} className={CONTROL} {...control} {...props} />}
    </FieldFrame>
  )
})

/** A labelled multi-line text box with its hint and error. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, error, hint, id, className, ...props }, ref) {
    return (
      <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
        {(control) => <textarea ref={ref} className={cn(CONTROL, 'min-h-28')} {...control} {...props} />}
      </FieldFrame>
    )
  },
)
