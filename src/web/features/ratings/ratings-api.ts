import { apiFetch } from '../../lib/api'
import type { MyRating, RateExpertInput, RatedAnswer, ReviewReplyAnswer, ReviewsPage } from '../../../shared/schemas/rating'

export const RATING_KEYS = {
  reviews: (expertId: string) => ['ratings', 'reviews', expertId] as const,
  mine: (expertId: string) => ['ratings', 'mine', expertId] as const,
}

const base = (expertId: string) => `/api/ratings/${encodeURIComponent(expertId)}`

export const fetchReviews = (expertId: string, cursor?: string) =>
  apiFetch<ReviewsPage>(`${base(expertId)}?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)

export const fetchMyRating = (expertId: string) => apiFetch<MyRating>(`${base(expertId)}/mine`)

export const putRating = (expertId: string, input: RateExpertInput) => apiFetch<RatedAnswer>(base(expertId), { method: 'PUT', json: input })

export const postReviewAnswer = (reviewId: string, answer: string) =>
  apiFetch<ReviewReplyAnswer>(`/api/ratings/reviews/${encodeURIComponent(reviewId)}/answer`, {
    method: 'POST',
    json: { answer },
  })
