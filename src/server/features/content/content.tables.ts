import type { Generated } from 'kysely'

/** Messages sent through the contact form (/ContactUs), read by operators on /admin. */
export interface ContactMessagesTable {
  id: string
  /** Chosen by the form; the same submission stored twice is one row. */
  submission_id: string
  name: string
  email: string
  topic: string
  message: string
  user_id: string | null
  /** 1 once every operator was emailed */
  notified: number
  created_at: string
  /** 1 once an operator marked it handled (or replied to it) on /admin */
  handled: Generated<number>
  handled_at: string | null
  handled_by: string | null
}

/** An operator's emailed answer to a contact message, sent from /admin. */
export interface ContactRepliesTable {
  id: string
  message_id: string
  operator_email: string
  body: string
  created_at: string
}

export interface ContentTables {
  contact_messages: ContactMessagesTable
  contact_replies: ContactRepliesTable
}
