import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Help center', 'Help with your Tio account, Tio Chat, experts and Tio-Points.')

export default function HelpCenterRoute() {
  return <ComingSoon title="Help center" lead="Help with your Tio account, Tio Chat, experts and Tio-Points." />
}
