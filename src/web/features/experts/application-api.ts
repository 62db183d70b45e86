import { queryOptions } from '@tanstack/react-query'
import type { ApplicationAnswer } from '../../../shared/schemas/application-review'
import type { ExpertApplicationDraft, OwnApplicationAnswer, SavedApplicationAnswer } from '../../../shared/schemas/expert-application'
import { apiFetch } from '../../lib/api'

/** The signed-in user's own expert application: the form, the expert settings and the consultation settings share its cache. */
export const APPLICATION_QUERY_KEY = ['experts', 'application'] as const

export const ownApplicationQuery = queryOptions({
  queryKey: APPLICATION_QUERY_KEY,
  queryFn: () => apiFetch<OwnApplicationAnswer>('/api/experts/application'),
})

/** Saves the draft (an approved expert's edit is live; a new occupation or account type goes back to review). */
export const saveApplication = (draft: ExpertApplicationDraft) =>
  apiFetch<SavedApplicationAnswer>('/api/experts/application', { method: 'PUT', json: draft })

/** Saves the draft, then submits it for review. */
export async function submitApplication(draft: ExpertApplicationDraft) {
  await saveApplication(draft)
  return apiFetch<ApplicationAnswer>('/api/experts/application/submit', { method: 'POST' })
}
