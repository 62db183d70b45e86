import { ChatPage } from '../../features/chat/chat-page'
import { pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Messages', 'Your conversations on Tio.')

export default function ChatRoute() {
  return <ChatPage />
}
