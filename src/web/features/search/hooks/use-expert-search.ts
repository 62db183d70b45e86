import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { SearchAnswer } from '../../../../shared/schemas/search'
import type { JobSuccess, SearchAccountType, SearchCommunication, SearchSort } from '../../../../shared/search-options'
import { apiFetch } from '../../../lib/api'

export interface SearchFilters {
  sort: SearchSort
  communication: SearchCommunication
  location: string
  jobSuccess: JobSuccess | ''
  accountType: SearchAccountType
}

export const DEFAULT_FILTERS: SearchFilters = { sort: 'relevance', communication: 'all', location: '', jobSuccess: '', accountType: 'all' }

export type { SearchAnswer }

export const SEARCH_DEBOUNCE_MS = 200

/** A value that follows `value` once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

export function searchPath(q: string, filters: SearchFilters, page: number): string {
  const params = new URLSearchParams({ q, page: String(page), sort: filters.sort, communication: filters.communication })
  if (filters.location.trim()) params.set('location', filters.location.trim())
  if (filters.jobSuccess) params.set('jobSuccess', filters.jobSuccess)
  if (filters.accountType !== 'all') params.set('accountType', filters.accountType)
  return `/api/search?${params}`
}

/**
 * GET /api/search for the query (already debounced by the caller) and filters. The query is in
 * the cache key, so an answer for an older query never shows for a newer one; an empty query
 * asks nothing and shows nothing (VAL-14).
 */
export function useExpertSearch(q: string, filters: SearchFilters, page: number) {
  const trimmed = q.trim()
  return useQuery({
    queryKey: ['search', trimmed, filters, page],
    queryFn: ({ signal }) => apiFetch<SearchAnswer>(searchPath(trimmed, filters, page), { signal }),
    enabled: trimmed !== '',
    placeholderData: (previous, previousQuery) =>
      previousQuery && previousQuery.queryKey[1] === trimmed ? keepPreviousData(previous) : undefined,
    staleTime: 30_000,
  })
}
