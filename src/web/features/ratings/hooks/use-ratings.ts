import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRevalidator } from 'react-router'
import type { RateExpertInput } from '../../../../shared/schemas/rating'
import { useSession } from '../../../lib/session'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import { RATING_KEYS, fetchMyRating, fetchReviews, postReviewAnswer, putRating } from '../ratings-api'

/** Public reviews of an expert, newest first, a page at a time from the server. */
export function useReviews(expertId: string) {
  return useCursorPages(RATING_KEYS.reviews(expertId), (cursor) => fetchReviews(expertId, cursor))
}

/** The signed-in viewer's own rating of the expert and whether they may rate; idle for visitors. */
export function useMyRating(expertId: string) {
  const session = useSession()
  return useQuery({
    queryKey: RATING_KEYS.mine(expertId),
    queryFn: () => fetchMyRating(expertId),
    enabled: session.status === 'signed-in',
  })
}

/** Saves the viewer's rating, then refreshes the reviews, their own rating and the page's stars (route loader). */
export function useRateExpert(expertId: string) {
  const client = useQueryClient()
  const revalidator = useRevalidator()
  return useMutation({
    mutationFn: (input: RateExpertInput) => putRating(expertId, input),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: RATING_KEYS.reviews(expertId) }),
        client.invalidateQueries({ queryKey: RATING_KEYS.mine(expertId) }),
        revalidator.revalidate(),
      ])
    },
  })
}

/** The expert's one public answer to a review; then the reviews are read again. */
export function useAnswerReview(expertId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId, answer }: { reviewId: string; answer: string }) => postReviewAnswer(reviewId, answer),
    onSettled: () => client.invalidateQueries({ queryKey: RATING_KEYS.reviews(expertId) }),
  })
}
