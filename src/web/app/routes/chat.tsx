import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Messages', 'Your conversations on Tio.')

export default function ChatRoute() {
  return <ComingSoon title="Messages" lead="Your conversations on Tio." />
}
