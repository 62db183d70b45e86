import { companyRoute } from '../../features/content/company-route'
import { PointPacks } from '../../features/payments/components/point-packs'

const route = companyRoute('pricing', '/Pricing', { before: <PointPacks /> })

export const loader = route.loader
export const meta = route.meta
export default route.Component
