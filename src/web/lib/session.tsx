import { useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from './api'

/** GET /api/me: who is signed in, with what the frame of every page needs. */
export interface Me {
  id: string
  email: string
  displayName: string
  firstName: string
  emailVerified: boolean
  photoURL: string
  points: number
  customURL: string
  hasUserProfile: boolean
  isApprovedExpert: boolean
  isOperator: boolean
  hasSeenWelcomeMessage: boolean
}

export type SessionState =
  | { status: 'loading'; me: null }
  | { status: 'signed-out'; me: null }
  | { status: 'signed-in'; me: Me }

export const ME_QUERY_KEY = ['me'] as const

/**
 * The auth state, fetched in the browser (never during server rendering, so public pages are the
 * same for everyone and the spec's 'Loading...' state exists).
 */
export function useSession(): SessionState {
  const { data, isPending } = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => apiFetch<{ user: Me | null }>('/api/me'),
    staleTime: 60_000,
  })
  if (isPending) return { status: 'loading', me: null }
  if (!data?.user) return { status: 'signed-out', me: null }
  return { status: 'signed-in', me: data.user }
}

export function useRefreshSession() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: ME_QUERY_KEY })
}
