import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Referral', 'Invite friends to Tio and earn Tio-Points.')

export default function ReferralRoute() {
  return <ComingSoon title="Referral" lead="Invite friends to Tio and earn Tio-Points." />
}
