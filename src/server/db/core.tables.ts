/**
 * Tables every feature shares. Booleans are 0/1 integers and times ISO-8601 text on both SQLite and
 * PostgreSQL, so one set of queries and migrations serves both dialects.
 */
/** Secrets generated once and shared by every instance (auth secret, VAPID keys). */
export interface AppSecretsTable {
  name: string
  value: string
  created_at: string
}

export interface MailboxTable {
  id: string
  to_address: string
  subject: string
  text_body: string
  html_body: string | null
  links: string // JSON array of URLs found in the body
  created_at: string
}

export interface ProfilesTable {
  user_id: string
  first_name: string
  last_name: string
  display_name: string
  email: string
  photo_url: string
  custom_url: string
  referral_code: string
  referral_submitted: number
  has_seen_welcome: number
  created_at: string
  updated_at: string
}

export interface ExpertApplicationsTable {
  user_id: string
  display_name: string
  first_name: string
  last_name: string
  photo_url: string
  email: string
  occupation: string
  years_of_experience: number
  description: string
  expertise_areas: string // JSON string[]
  keywords: string // JSON string[]
  city: string
  address: string
  rating: number
  rating_count: number
  /** Self-declared in the application. */
  response_rate: string
  /** From the median time to first reply (issue 23 item 6), once the expert has enough conversations; null until then. */
  measured_response_rate?: string | null
  response_checked_at?: string | null
  offers_call: number
  offers_email: number
  offers_video: number
  custom_url: string
  twitter_url: string
  linkedin_url: string
  website_url: string
  account_type: string // 'expert' | 'business'
  status: string // 'draft' | 'pending' | 'approved' | 'rejected'
  approved: number
  suspended: number
  review_reason: string | null
  reviewed_by: string | null
  reviewed_at: string | null
  submitted_at: string | null
  approved_at: string | null
  created_at: string
  updated_at: string
}

/** One row per direction: connecting adds (a,b) and (b,a). */
export interface ContactsTable {
  user_id: string
  contact_id: string
  created_at: string
}

/** Stored file metadata with the specification's fields (DATA-34). */
export interface FilesTable {
  id: string
  owner_id: string
  bucket: string
  full_path: string
  name: string
  size: number
  content_type: string
  time_created: string
  updated: string
  md5_hash: string
  cache_control: string | null
  content_disposition: string | null
  content_encoding: string | null
  content_language: string | null
  custom_metadata: string // JSON object
}

export interface CoreTables {
  app_secrets: AppSecretsTable
  mailbox: MailboxTable
  profiles: ProfilesTable
  expert_applications: ExpertApplicationsTable
  contacts: ContactsTable
  files: FilesTable
}
