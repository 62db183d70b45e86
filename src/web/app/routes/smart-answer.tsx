import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Smart answer', 'A clear answer to a common question.')

export default function SmartAnswerRoute() {
  return <ComingSoon title="Smart answer" lead="A clear answer to a common question." />
}
