export interface ApplicationReviewsTable {
  id: string
  user_id: string
  reviewer_id: string
  reviewer_email: string
  /** 'approve' | 'reject' | 'suspend' | 'unsuspend' */
  decision: string
  reason: string | null
  created_at: string
}

export interface ExpertsTables {
  application_reviews: ApplicationReviewsTable
}
