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
}

export interface ContentTables {
  contact_messages: ContactMessagesTable
}
