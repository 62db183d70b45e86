import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Contact us', 'Get in touch with the Tio team.')

export default function ContactUsRoute() {
  return <ComingSoon title="Contact us" lead="Get in touch with the Tio team." />
}
