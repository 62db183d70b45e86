import { EmailVerifiedPage } from '../../features/auth/email-verified-page'
import { pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Email verified', 'Your Tio email address is verified.')

export default function EmailVerifiedRoute() {
  return <EmailVerifiedPage />
}
