import type { PublicExpert } from '../../../shared/schemas/expert'
import type { JobSuccess, SearchCommunication, SearchSort } from '../../../shared/schemas/search'

export interface IndexedExpert {
  expert: PublicExpert
  /** Private: only matched by the location filter, never returned. */
  address: string
  /** When the expert was approved (ms since epoch), for Rising Tio. */
  approvedAt: number
}

export interface SearchOptions {
  q: string
  page: number
  pageSize: number
  sort: SearchSort
  communication: SearchCommunication
  location: string
  jobSuccess?: JobSuccess
  accountType: 'all' | 'expert' | 'business'
  /** For Rising Tio; defaults to Date.now() */
  now?: number
}

export interface SearchPage {
  /** The page's experts, each as its JSON bytes (copied into the answer without re-serialising; valid until the index changes). */
  json: Uint8Array[]
  uids: string[]
  total: number
  page: number
  pageSize: number
  pages: number
}
