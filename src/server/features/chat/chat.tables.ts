/** A conversation between two users; user_a < user_b. */
export interface ChatsTable {
  id: string
  user_a: string
  user_b: string
  created_at: string
  last_message_id: string | null
  last_activity_at: string
}

/** (sender_id, client_id) is unique: a retried send is stored once. */
export interface MessagesTable {
  id: string
  chat_id: string
  client_id: string
  sender_id: string
  receiver_id: string
  body: string
  created_at: string
  is_read: number
  read_at: string | null
  /** 'tio-chat' for a Tio Chat handoff's first message; null otherwise. */
  source: string | null
  /** The file sent with the message (bucket 'attachments'); null without one or once the file was deleted. */
  attachment_id: string | null
  /** The file's name, type and size, kept for display (also after the file is gone). */
  attachment_name: string | null
  attachment_type: string | null
  attachment_size: number | null
}

export interface ChatTables {
  chats: ChatsTable
  messages: MessagesTable
}
