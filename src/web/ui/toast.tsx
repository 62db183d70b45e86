import { X } from 'lucide-react'
import { Toast as RadixToast } from 'radix-ui'
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { cn } from './cn'

export type ToastTone = 'success' | 'error' | 'info'

export interface ToastInput {
  title: string
  description?: string
  tone?: ToastTone
  /** A button in the notice, e.g. Undo; `altText` tells screen-reader users how to do the same without it. */
  action?: { label: string; altText: string; onClick: () => void }
}

interface ToastItem extends ToastInput {
  id: number
  open: boolean
}

const TONES: Record<ToastTone, string> = {
  success: 'border-l-accent-600',
  error: 'border-l-red-600',
  info: 'border-l-brand-600',
}

type ShowToast = (input: ToastInput) => void

const ToastContext = createContext<ShowToast | null>(null)

/**
 * Short notices that do not need an answer ("Settings saved"), on Radix Toast: announced to screen
 * readers (errors assertively, others politely), paused on hover and focus, swiped or dismissed with
 * the close button, and F8 jumps to them. Mount once near the root; call `useToast()` anywhere below.
 */
export function ToastProvider({ children, duration = 5000 }: { children: ReactNode; duration?: number }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(1)
  const toast = useCallback<ShowToast>((input) => {
    const id = nextId.current++
    // Three at most: a burst of notices should not cover the page.
    setToasts((current) => [...current.filter((t) => t.open).slice(-2), { ...input, id, open: true }])
  }, [])
  const close = (id: number) => setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)))
  const value = useMemo(() => toast, [toast])
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={duration} swipeDirection="right" label="Notification">
        {children}
        {toasts.map((item) => (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) close(item.id)
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
    </ToastContext.Provider>
  )
}

/** `const { toast } = useToast(); toast({ title: 'Settings saved', tone: 'success' })` */
export function useToast(): { toast: ShowToast } {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>')
  return useMemo(() => ({ toast }), [toast])
}
