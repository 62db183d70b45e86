import { companyRoute } from '../../features/content/company-route'

const route = companyRoute('about', '/about')

export const loader = route.loader
export const meta = route.meta
export default route.Component
