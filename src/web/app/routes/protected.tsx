import { useMemo } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useSession } from '../../lib/session'

/** Routes behind login: blank while the session loads, /no-access for visitors, who come back after logging in (PROT-07, PROT-08). */
export default function ProtectedLayout() {
  const session = useSession()
  const { pathname, search } = useLocation()
  // Navigate re-navigates whenever its state changes identity; a new object each render keeps it from settling.
  const state = useMemo(() => ({ from: pathname + search }), [pathname, search])
  if (session.status === 'loading') return <div aria-busy="true" className="min-h-[60vh]" />
  if (session.status === 'signed-out') return <Navigate to="/no-access" replace state={state} />
  return <Outlet />
}
