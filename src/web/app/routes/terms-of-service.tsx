import { companyRoute } from '../../features/content/company-route'

const route = companyRoute('terms-of-service', '/TermsOfService')

export const loader = route.loader
export const meta = route.meta
export default route.Component
