import { companyRoute } from '../../features/content/company-route'

const route = companyRoute('our-mission', '/OurMission')

export const loader = route.loader
export const meta = route.meta
export default route.Component
