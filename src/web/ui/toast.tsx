import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { useOpenedOnce } from '../lib/use-opened-once'

// Radix Toast loads with the first notice: most pages show none (issue 21 item 1).
const ToastViewport = lazy(() => import('./toast-viewport'))

export type ToastTone = 'success' | 'error' | 'info'

export interface ToastInput {
  title: string
  description?: string
  tone?: ToastTone
  /** A button in the notice, e.g. Undo; `altText` tells screen-reader users how to do the same without it. */
  action?: { label: string; altText: string; onClick: () => void }
}

export interface ToastItem extends ToastInput {
  id: number
  open: boolean
}

type ShowToast = (input: ToastInput) => void

const ToastContext = createContext<ShowToast | null>(null)

/**
 * Short notices that do not need an answer ("Settings saved"), on Radix Toast: announced to screen
 * readers (errors assertively, others politely), paused on hover and focus, swiped or dismissed with
 * the close button, and F8 jumps to them (toast-viewport.tsx, loaded with the first one). Mount once
 * near the root; call `useToast()` anywhere below.
 */
export function ToastProvider({ children, duration = 5000 }: { children: ReactNode; duration?: number }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(1)
  const toast = useCallback<ShowToast>((input) => {
    const id = nextId.current++
    // Three at most: a burst of notices should not cover the page.
    setToasts((current) => [...current.filter((t) => t.open).slice(-2), { ...input, id, open: true }])
  }, [])
  const shown = useOpenedOnce(toasts.length > 0)
  const close = (id: number) => setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)))
  const value = useMemo(() => toast, [toast])
  return (
    <ToastContext.Provider value={value}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} duration={duration} onClose={close} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  )
}

/** `const { toast } = useToast(); toast({ title: 'Settings saved', tone: 'success' })` */
export function useToast(): { toast: ShowToast } {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>')
  return useMemo(() => ({ toast }), [toast])
}
