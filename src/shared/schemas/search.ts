import { z } from 'zod'
import {
  JOB_SUCCESS_VALUES,
  SEARCH_ACCOUNT_TYPES,
  SEARCH_COMMUNICATIONS,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SORTS,
} from '../search-options'
import { publicExpertSchema } from './expert'

export * from '../search-options'

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)

/** A whole number from a query string, one message for every way it can be wrong (not a number, a fraction, out of range). */
const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, message)
const pageNumber = wholeNumber(1, Number.MAX_SAFE_INTEGER, 'page must be a whole number, 1 or more')

/** GET /api/search query string. */
export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX_LENGTH, `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`).default(''),
  page: z.preprocess(emptyToUndefined, pageNumber.default(1)),
  pageSize: z.preprocess(
    emptyToUndefined,
    wholeNumber(1, SEARCH_MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${SEARCH_MAX_PAGE_SIZE}`).default(10),
  ),
  sort: z.preprocess(emptyToUndefined, z.enum(SEARCH_SORTS).default('relevance')),
  communication: z.preprocess(emptyToUndefined, z.enum(SEARCH_COMMUNICATIONS).default('all')),
  location: z.string().max(100).default(''),
  jobSuccess: z.preprocess(emptyToUndefined, z.enum(JOB_SUCCESS_VALUES).optional()),
  accountType: z.preprocess(
    emptyToUndefined,
    z.enum(SEARCH_ACCOUNT_TYPES, `accountType must be one of: ${SEARCH_ACCOUNT_TYPES.join(', ')}`).default('all'),
  ),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

/** GET /api/search/directory query string (/ourexperts). */
export const directoryQuerySchema = z.object({
  field: z.string().max(100).default(''),
  page: z.preprocess(emptyToUndefined, pageNumber.default(1)),
})

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), pages: z.number().int() })

/** GET /api/search */
export const searchAnswerSchema = pageOf(publicExpertSchema)
export type SearchAnswer = z.infer<typeof searchAnswerSchema>

/** GET /api/search/featured: the home carousel. */
export const featuredAnswerSchema = z.object({ results: z.array(publicExpertSchema) })
export type FeaturedAnswer = z.infer<typeof featuredAnswerSchema>

/** GET /api/search/directory (/ourexperts) */
export const directoryAnswerSchema = pageOf(publicExpertSchema).extend({
  field: z.string(),
  fields: z.array(z.object({ name: z.string(), count: z.number().int() })),
})
export type DirectoryAnswer = z.infer<typeof directoryAnswerSchema>
