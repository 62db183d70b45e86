import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Blog post', 'A post from the Tio blog.')

export default function BlogPostRoute() {
  return <ComingSoon title="Blog post" lead="A post from the Tio blog." />
}
