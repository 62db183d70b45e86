// The search options the web app shows (no zod here: the search bar is on every page).

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
