import { Link, useNavigate, type LinkProps } from 'react-router'
import { useAuthDialogs } from '../../features/auth/auth-dialogs'
import { useSession, useWhenSessionKnown, type SessionState } from '../../lib/session'

/**
 * A link of the frame whose target depends on the session: `destination` gives the path for a session, or
 * null for "open the login popup". `to` is the path it shows (the caller's, for the current session).
 * A click while the session is still loading waits for it, then goes where it belongs: a signed-in
 * user who clicks 'Become an Expert' the moment the page shows still reaches /ExpertVerification, and
 * 'Chat' is not lost (NAV-03, NAV-08, FOOT-02..04).
 */
export function SessionLink({
  to,
  destination,
  onClick,
  ...props
}: Omit<LinkProps, 'to'> & { to: string; destination: (session: SessionState) => string | null }) {
  const session = useSession()
  const { openLogin } = useAuthDialogs()
  const navigate = useNavigate()
  const whenKnown = useWhenSessionKnown()
  const go = (known: SessionState) => {
    const path = destination(known)
    if (path === null) openLogin()
    else void navigate(path)
  }
  return (
    <Link
      to={to}
      {...props}
      onClick={(event) => {
        onClick?.(event)
        if (session.status === 'loading') {
          event.preventDefault()
          whenKnown(go)
        } else if (destination(session) === null) {
          event.preventDefault()
          openLogin()
        }
      }}
    />
  )
}
