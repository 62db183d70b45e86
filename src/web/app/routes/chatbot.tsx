import { ComingSoon, pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Tio Chat', 'Chat with Tio, the AI assistant that answers first and connects you with the right human expert.')

export default function ChatbotRoute() {
  return <ComingSoon title="Tio Chat" lead="Chat with Tio, the AI assistant that answers first and connects you with the right human expert." />
}
