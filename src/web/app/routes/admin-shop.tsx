import { AdminShopPanel } from '../../features/shop/components/admin-shop-panel'

export default function AdminShopRoute() {
  return <AdminShopPanel />
}
