import { ContactInbox } from '../../features/content/components/contact-inbox'

export default function AdminMessagesRoute() {
  return <ContactInbox />
}
