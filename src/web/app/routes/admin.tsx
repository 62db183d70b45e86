import { AdminPage } from '../../features/experts/admin-page'
import { ContactMessagesPanel } from '../../features/content/components/contact-messages-panel'
import { pageMeta } from '../../ui/page'

export const meta = () => [...pageMeta('Operator console', 'Review expert applications.'), { name: 'robots', content: 'noindex' }]

export default function AdminRoute() {
  return <AdminPage extra={<ContactMessagesPanel />} />
}
