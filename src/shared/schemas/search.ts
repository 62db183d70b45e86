import { z } from 'zod'
import {
  JOB_SUCCESS_VALUES,
  SEARCH_ACCOUNT_TYPES,
  SEARCH_COMMUNICATIONS,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SORTS,
} from '../search-options'

export * from '../search-options'

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
