import { companyRoute } from '../../features/content/company-route'
import { SignedInOrders } from '../../features/shop/components/signed-in-orders'
import { ShopCatalog } from '../../features/shop/components/shop-catalog'

const route = companyRoute('shop', '/Shop', { before: <ShopCatalog />, after: <SignedInOrders /> })

export const loader = route.loader
export const meta = route.meta
export default route.Component
