import { Navigate, Outlet } from 'react-router'
import { useSession } from '../../lib/session'

/** Routes behind login: blank while the session loads, /no-access for visitors (PROT-07, PROT-08). */
export default function ProtectedLayout() {
  const session = useSession()
  if (session.status === 'loading') return <div aria-busy="true" className="min-h-[60vh]" />
  if (session.status === 'signed-out') return <Navigate to="/no-access" replace />
  return <Outlet />
}
