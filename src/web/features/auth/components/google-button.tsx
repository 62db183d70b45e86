import { useState } from 'react'
import { useRefreshSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { googleSignInUrl } from '../auth-api'
import { useAuthProviders } from '../hooks/use-auth-providers'

/**
 * Google sign-in (AUTH-06), shown only when the server has Google configured: a popup window
 * (redirect when `redirect` is set: desktop sign-up, as the spec says).
 */
export function GoogleButton({ redirect, onSignedIn }: { redirect?: boolean; onSignedIn: () => void }) {
  const { google } = useAuthProviders()
  const refresh = useRefreshSession()
  const [busy, setBusy] = useState(false)
  if (!google) return null
  const start = async () => {
    setBusy(true)
    const popup = redirect ? null : window.open('about:blank', 'tio-google', 'width=480,height=640')
    try {
      const url = await googleSignInUrl()
      if (!popup) {
        window.location.assign(url)
        return
      }
      popup.location.href = url
      const timer = window.setInterval(() => {
        let back = false
        try {
          back = popup.closed || popup.location.origin === window.location.origin
        } catch {
          // Still on Google's pages (cross-origin).
        }
        if (!back) return
        window.clearInterval(timer)
        if (!popup.closed) popup.close()
        setBusy(false)
        void refresh()
        onSignedIn()
      }, 500)
    } catch (error) {
      popup?.close()
      setBusy(false)
      console.error('Google sign-in failed', error)
    }
  }
  return (
    <Button variant="secondary" className="w-full" disabled={busy} onClick={() => void start()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
        <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
        <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
        <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
      </svg>
      Continue with Google
    </Button>
  )
}
