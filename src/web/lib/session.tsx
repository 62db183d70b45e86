import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { Me, MeAnswer } from '../../shared/schemas/me'
import { apiFetch } from './api'

export type { Me }

export type SessionState = { status: 'loading'; me: null } | { status: 'signed-out'; me: null } | { status: 'signed-in'; me: Me }

export const ME_QUERY_KEY = ['me'] as const

/**
 * The auth state, fetched in the browser (never during server rendering, so public pages are the
 * same for everyone and the spec's 'Loading...' state exists).
 */
export function useSession(): SessionState {
  const { data, isPending } = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => apiFetch<MeAnswer>('/api/me'),
    staleTime: 60_000,
  })
  if (isPending) return { status: 'loading', me: null }
  if (!data?.user) return { status: 'signed-out', me: null }
  return { status: 'signed-in', me: data.user }
}

const noSubscription = () => () => {}

/**
 * The session as `useSession`, but 'loading' while the component hydrates: for a part of a server-rendered
 * page that hydrates late (lazy, inside Suspense), when /api/me may already have answered. Its first
 * render must match the server's HTML, which was rendered without a session.
 */
export function useSessionAfterHydration(): SessionState {
  const session = useSession()
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return hydrated ? session : { status: 'loading', me: null }
}

export function useRefreshSession() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: ME_QUERY_KEY })
}

/**
 * For controls whose target depends on who is signed in ('Chat', 'Become an Expert', the footer's
 * 'Account' and 'Referral'): an action asked for while the session is still loading is kept and carried
 * out as soon as the session is known, instead of taking the visitor's way or being dropped.
 */
export function useWhenSessionKnown(): (action: (session: SessionState) => void) => void {
  const session = useSession()
  const pending = useRef<((session: SessionState) => void) | null>(null)
  useEffect(() => {
    if (session.status === 'loading' || !pending.current) return
    const action = pending.current
    pending.current = null
    action(session)
  })
  return (action) => {
    if (session.status === 'loading') pending.current = action
    else action(session)
  }
}
