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

/** "Tell me when one joins" (issue 24 item 5): claimed once, by setting notified_at where it is null. */
export interface AssistantWaitlistTable {
  id: string
  user_id: string
  /** The field as Tio Chat named it, and its lower-case key. */
  field: string
  field_key: string
  /** The language Tio answered in when the user asked (the email's language). */
  language: string
  created_at: string
  notified_at: string | null
  /** The expert whose approval was announced. */
  expert_id: string | null
}

/** "Ask this expert" from Tio Chat (issue 24 items 7 and 8): the brief sent with the first /chat message. */
export interface AssistantHandoffsTable {
  id: string
  user_id: string
  expert_id: string
  conversation_id: string | null
  message_id: string
  brief: string // JSON AssistantBrief
  /** The Tio Chat transcript, only when the user chose to include it. */
  transcript: string | null
  created_at: string
}

export interface AssistantTables {
  assistant_conversations: AssistantConversationsTable
  assistant_messages: AssistantMessagesTable
  assistant_waitlist: AssistantWaitlistTable
  assistant_handoffs: AssistantHandoffsTable
}
