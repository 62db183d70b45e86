import { z } from 'zod'

export const SEARCH_SORTS = ['relevance', 'rating', 'experience', 'fastestResponse'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** Communication filter (FILT-05..08): chat = any of call, email or video. */
export const SEARCH_COMMUNICATIONS = ['all', 'chat', 'video', 'email'] as const
export type SearchCommunication = (typeof SEARCH_COMMUNICATIONS)[number]

/**
 * Job Success filter (FILT-10). The spec names the options; what they mean is ours (also in the
 * help center):
 * - Most Helpful: rated 4.5 stars or more.
 * - Rising Tio: approved in the last 90 days and rated 4 stars or more.
 * - Fastest Response: usually answers within an hour (responseRate 'Within An Hour').
 */
export const JOB_SUCCESS_OPTIONS = [
  { value: 'mostHelpful', label: 'Most Helpful', help: 'Rated 4.5 stars or more.' },
  { value: 'risingTio', label: 'Rising Tio', help: 'Joined Tio in the last 90 days and rated 4 stars or more.' },
  { value: 'fastestResponse', label: 'Fastest Response', help: 'Usually answers within an hour.' },
] as const
export type JobSuccess = (typeof JOB_SUCCESS_OPTIONS)[number]['value']
export const JOB_SUCCESS_VALUES = JOB_SUCCESS_OPTIONS.map((o) => o.value) as [JobSuccess, ...JobSuccess[]]
export const MOST_HELPFUL_MIN_RATING = 4.5
export const RISING_TIO_DAYS = 90
export const RISING_TIO_MIN_RATING = 4

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  rating: 'Rating',
  experience: 'Experience',
  fastestResponse: 'Fastest response',
}
export const SEARCH_COMMUNICATION_LABELS: Record<SearchCommunication, string> = {
  all: 'All',
  chat: 'Chat',
  video: 'Video',
  email: 'Email',
}

/**
 * The account-type filter, with the spec's talent filter labels (FILT-11). Unlike the original
 * (FILT-12: shown but not wired), it filters the results, as issue 5 asks.
 */
export const SEARCH_ACCOUNT_TYPES = ['all', 'expert', 'business'] as const
export type SearchAccountType = (typeof SEARCH_ACCOUNT_TYPES)[number]
export const SEARCH_ACCOUNT_TYPE_LABELS: Record<SearchAccountType, string> = {
  all: 'Experts & Business',
  expert: 'Expert',
  business: 'Business',
}

export const SEARCH_MAX_PAGE_SIZE = 100
export const SEARCH_QUERY_MAX_LENGTH = 200

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)

/** GET /api/search query string. */
export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX_LENGTH, `q: at most ${SEARCH_QUERY_MAX_LENGTH} characters`).default(''),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, 'page must be 1 or more').default(1)),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE, `pageSize must be between 1 and ${SEARCH_MAX_PAGE_SIZE}`).default(10),
  ),
  sort: z.preprocess(emptyToUndefined, z.enum(SEARCH_SORTS).default('relevance')),
  communication: z.preprocess(emptyToUndefined, z.enum(SEARCH_COMMUNICATIONS).default('all')),
  location: z.string().max(100).default(''),
  jobSuccess: z.preprocess(emptyToUndefined, z.enum(JOB_SUCCESS_VALUES).optional()),
  accountType: z.preprocess(emptyToUndefined, z.enum(SEARCH_ACCOUNT_TYPES, `accountType must be one of: ${SEARCH_ACCOUNT_TYPES.join(', ')}`).default('all')),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

/** GET /api/search/directory query string (/ourexperts). */
export const directoryQuerySchema = z.object({
  field: z.string().max(100).default(''),
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, 'page must be 1 or more').default(1)),
})
