import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Press and media', 'News about Tio and our press kit.')

export default function PressAndMediaRoute() {
  return <ComingSoon title="Press and media" lead="News about Tio and our press kit." />
}
