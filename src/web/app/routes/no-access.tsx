import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { MESSAGES } from '../../../shared/messages'
import { useAuthDialogs } from '../../features/auth/auth-dialogs'
import { useSession } from '../../lib/session'
import { Button } from '../../ui/button'
import { Page, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Login required', 'Log in to Tio to open this page.')

/** Where a visitor lands from a protected route (PROT-07): Login and Sign up, then back to that route. */
export default function NoAccessRoute() {
  const { openLogin, openSignUp } = useAuthDialogs()
  const signedIn = useSession().status === 'signed-in'
  const navigate = useNavigate()
  const from = (useLocation().state as { from?: string } | null)?.from
  useEffect(() => {
    if (signedIn) void navigate(from ?? '/', { replace: true })
  }, [signedIn, from, navigate])
  return (
    <Page title={MESSAGES.noAccessTitle} lead="This page is only for members. Log in or create a free account to continue.">
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={openLogin}>
          {MESSAGES.login}
        </Button>
        <Button size="lg" variant="secondary" onClick={openSignUp}>
          Sign up
        </Button>
      </div>
    </Page>
  )
}
