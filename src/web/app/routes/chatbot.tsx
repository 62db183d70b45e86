import { ChatbotPage } from '../../features/assistant/chatbot-page'
import { pageMeta } from '../../ui/page'

export const meta = () =>
  pageMeta('Tio Chat', 'Chat with Tio, the AI assistant that answers first and connects you with the right human expert.')

export default function ChatbotRoute() {
  return <ChatbotPage />
}
