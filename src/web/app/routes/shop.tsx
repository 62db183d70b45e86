import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Shop', 'Spend your Tio-Points in the Tio shop.')

export default function ShopRoute() {
  return <ComingSoon title="Shop" lead="Spend your Tio-Points in the Tio shop." />
}
