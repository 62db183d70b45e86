import { ResetPasswordPage } from '../../features/auth/reset-password-page'
import { pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Choose a new password', 'Set a new password for your Tio account.')

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />
}
