import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Smart answers', 'Clear answers to common questions, with the experts who can help further.')

export default function SmartRoute() {
  return <ComingSoon title="Smart answers" lead="Clear answers to common questions, with the experts who can help further." />
}
