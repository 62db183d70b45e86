import { useEffect, useState } from 'react'
import { MESSAGES } from '../../../shared/messages'
import { Button } from '../../ui/button'

/** Whether the browser says it is online; true during server rendering. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}

/** OFF-01..03: covers the page while the browser is offline; it disappears when the connection is back. */
export function OfflineOverlay() {
  const online = useOnline()
  if (online) return null
  return (
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center bg-surface px-6 text-center"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      aria-describedby="offline-text"
    >
      <div className="flex max-w-sm flex-col items-center gap-4">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-16 text-brand-600"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        >
          <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 5.2-2.5M15.4 10.6A10 10 0 0 1 19 12.6M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
        </svg>
        <h1 id="offline-title" className="text-2xl font-bold">
          {MESSAGES.offlineTitle}
        </h1>
        <p id="offline-text" className="text-ink-muted">
          {MESSAGES.offlineText}
        </p>
        <Button size="lg" onClick={() => window.location.reload()}>
          {MESSAGES.retryConnection}
        </Button>
      </div>
    </div>
  )
}
