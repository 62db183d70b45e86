/** Tio Chat conversations, one owner each; messages are only ever read through their conversation's owner. */
export interface AssistantConversationsTable {
  id: string
  user_id: string
  title: string
  created_at: string
  updated_at: string
}

export interface AssistantMessagesTable {
  id: string
  conversation_id: string
  user_id: string
  role: string // 'user' | 'assistant'
  text: string
  kind: string | null // AssistantReplyKind for assistant messages
  data: string | null // JSON AssistantHandoff
  created_at: string
}

export interface AssistantTables {
  assistant_conversations: AssistantConversationsTable
  assistant_messages: AssistantMessagesTable
}
