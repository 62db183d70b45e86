import { useEffect, useRef, useState } from 'react'
import { useRefreshSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { googleSignInUrl } from '../auth-api'
import { useAuthProviders } from '../hooks/use-auth-providers'
import { FormMessage } from './text-button'

/** Where the server sends the popup back to; Better Auth adds ?error=… when sign-in failed. */
const POPUP_DONE_PATH = '/api/auth/popup-done'
const POPUP_FAILED_MESSAGE = 'Google sign-in did not complete. Please try again.'

function readPopupResult(popup: Window): 'done' | 'failed' | null {
  try {
    if (popup.location.origin !== window.location.origin || popup.location.pathname !== POPUP_DONE_PATH) return null
    return new URLSearchParams(popup.location.search).has('error') ? 'failed' : 'done'
  } catch {
    // Still on Google's pages (cross-origin).
    return null
  }
}

/**
 * Google sign-in (AUTH-06, CALL-07), shown only when the server has Google configured: a popup window
 * that the opener watches until Google sends it back to our origin, or a full-page redirect when
 * `redirect` is set (desktop sign-up, as the spec says) or the browser blocks the popup.
 */
export function GoogleButton({ redirect, onSignedIn }: { redirect?: boolean; onSignedIn: () => void }) {
  const { google } = useAuthProviders()
  const refresh = useRefreshSession()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearInterval(timer.current), [])
  if (!google) return null

  const watch = (popup: Window) => {
    timer.current = window.setInterval(() => {
      const result = readPopupResult(popup)
      if (!result && !popup.closed) return
      window.clearInterval(timer.current)
      if (!popup.closed) popup.close()
      setBusy(false)
      if (result === 'failed') {
        setError(POPUP_FAILED_MESSAGE)
        return
      }
      void refresh()
      if (result === 'done') onSignedIn()
    }, 300)
  }

  const start = async () => {
    setBusy(true)
    setError(null)
    // Opened before any await so that the browser counts it as a response to the click.
    const popup = redirect ? null : window.open('about:blank', 'tio-google', 'popup,width=480,height=640')
    try {
      if (!popup) {
        window.location.assign(await googleSignInUrl())
        return
      }
      popup.location.href = await googleSignInUrl(POPUP_DONE_PATH, POPUP_DONE_PATH)
      watch(popup)
    } catch {
      popup?.close()
      setBusy(false)
      setError(POPUP_FAILED_MESSAGE)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" className="w-full" disabled={busy} onClick={() => void start()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
          <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
          <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
          <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
          <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
        </svg>
        Continue with Google
      </Button>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </div>
  )
}
