import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { MESSAGES } from '../../../shared/messages'
import { useRefreshSession } from '../../lib/session'
import { Button } from '../../ui/button'
import { Page } from '../../ui/page'
import { useAuthDialogs } from './auth-dialogs'

/**
 * Where the emailed verification link lands (issue 22 item 5): says the address is verified and offers
 * to continue; a failed link (Better Auth adds ?error=) says so and points to Resend.
 */
export function EmailVerifiedPage() {
  const [params] = useSearchParams()
  const failed = params.has('error')
  const refresh = useRefreshSession()
  const navigate = useNavigate()
  const { openLogin } = useAuthDialogs()
  useEffect(() => {
    // The nav and the verify banner read the session: fetch it again now that the address is verified.
    void refresh()
  }, [])
  if (failed) {
    return (
      <Page title={MESSAGES.emailVerifyFailedTitle} lead={MESSAGES.emailVerifyFailedLead}>
        <Button size="lg" onClick={openLogin}>
          {MESSAGES.login}
        </Button>
      </Page>
    )
  }
  return (
    <Page title={MESSAGES.emailVerifiedTitle} lead={MESSAGES.emailVerifiedLead}>
      <Button size="lg" autoFocus onClick={() => void navigate('/')}>
        {MESSAGES.continue}
      </Button>
    </Page>
  )
}
