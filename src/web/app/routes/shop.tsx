import { companyRoute } from '../../features/content/company-route'
import { OwnOrders } from '../../features/shop/components/own-orders'
import { ShopCatalog } from '../../features/shop/components/shop-catalog'

const route = companyRoute('shop', '/Shop', { before: <ShopCatalog />, after: <OwnOrders /> })

export const loader = route.loader
export const meta = route.meta
export default route.Component
