import { Dialog as RadixDialog } from 'radix-ui'
import { useRef, type ReactNode } from 'react'
import { cn } from './cn'

/**
 * The Radix half of <Dialog> (dialog.tsx), loaded the first time a dialog opens: a modal dialog (role
 * dialog, focus trapped, Escape closes) with a title and a 'Close' button, built on Radix Dialog. Our dialogs are opened from state, not from a Radix trigger, so closing one
 * returns focus to the control that had it when it opened (Radix alone would leave it on the page).
 */
export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** The title's language when it is not the page's. */
  titleLang?: string
  description?: ReactNode
  children: ReactNode
  className?: string
}

export default function DialogPanel({ open, onOpenChange, title, titleLang, description, children, className }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <RadixDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface-raised p-6 text-ink shadow-xl',
            className,
          )}
          aria-describedby={description ? undefined : undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current
            opener.current = null
            if (target?.isConnected && target !== document.body) {
              event.preventDefault()
              target.focus()
            }
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold" lang={titleLang}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close className="rounded-full px-2 py-1 text-sm font-medium text-ink-muted hover:bg-surface-muted">
              Close
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-ink-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only" lang={titleLang}>
              {title}
            </RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
