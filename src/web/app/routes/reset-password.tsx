import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Choose a new password', 'Set a new password for your Tio account.')

export default function ResetPasswordRoute() {
  return <ComingSoon title="Choose a new password" lead="Set a new password for your Tio account." />
}
