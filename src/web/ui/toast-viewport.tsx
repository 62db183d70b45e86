import { X } from 'lucide-react'
import { Toast as RadixToast } from 'radix-ui'
import { cn } from './cn'
import type { ToastItem, ToastTone } from './toast'

const TONES: Record<ToastTone, string> = {
  success: 'border-l-accent-600',
  error: 'border-l-red-600',
  info: 'border-l-brand-600',
}

/** The Radix half of <ToastProvider> (toast.tsx): the notices and their viewport, loaded with the first notice. */
export default function ToastViewport({
  toasts,
  duration,
  onClose,
}: {
  toasts: ToastItem[]
  duration: number
  onClose: (id: number) => void
}) {
  return (
    <RadixToast.Provider duration={duration} swipeDirection="right" label="Notification">
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) onClose(item.id)
          }}
          type={item.tone === 'error' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border border-l-4 border-line bg-surface-raised p-4 text-ink shadow-xl',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-opacity',
            TONES[item.tone ?? 'info'],
          )}
        >
          <div className="min-w-0 flex-1">
            <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
            {item.description ? (
              <RadixToast.Description className="mt-1 text-sm text-ink-muted">{item.description}</RadixToast.Description>
            ) : null}
          </div>
          {item.action ? (
            <RadixToast.Action
              altText={item.action.altText}
              onClick={item.action.onClick}
              className="inline-flex h-8 shrink-0 items-center rounded-full border border-line px-3 text-sm font-semibold hover:bg-surface-muted"
            >
              {item.action.label}
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close
            aria-label="Dismiss"
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4" />
    </RadixToast.Provider>
  )
}
