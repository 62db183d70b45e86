import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Blog', 'Stories and advice from the Tio team.')

export default function BlogRoute() {
  return <ComingSoon title="Blog" lead="Stories and advice from the Tio team." />
}
