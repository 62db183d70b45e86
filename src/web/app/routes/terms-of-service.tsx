import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Terms of service', 'The terms for using Tio.')

export default function TermsOfServiceRoute() {
  return <ComingSoon title="Terms of service" lead="The terms for using Tio." />
}
