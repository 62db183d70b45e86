/** One rating per (expert_id, rater_id); a second rating by the same person updates the row. */
export interface RatingsTable {
  id: string
  expert_id: string
  rater_id: string
  stars: number
  review: string | null
  /** What allowed this rating: a booking id, or 'conversation' (the expert replied); one rating per consultation. */
  consultation: string | null
  /** The expert's one public answer. */
  answer: string | null
  answered_at: string | null
  created_at: string
  updated_at: string
}

/** An expert's aggregate from before single ratings were stored, captured at their first rating. */
export interface RatingBaselinesTable {
  expert_id: string
  rating: number
  rating_count: number
  created_at: string
}

export interface RatingsTables {
  ratings: RatingsTable
  rating_baselines: RatingBaselinesTable
}
