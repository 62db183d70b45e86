import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { MESSAGES } from '../../../shared/messages'
import { useSession } from '../../lib/session'
import { cn } from '../../ui/cn'
import { Page } from '../../ui/page'
import { ADMIN_SECTIONS } from './admin-sections'

/** What everyone but an operator sees on /admin (ROLE-10): no application, only where to go instead. */
export function OperatorsOnly() {
  return (
    <Page
      title={MESSAGES.operatorsOnlyTitle}
      lead="This page is where Tio's operators review expert applications. Your account cannot open it."
    >
      <Link className="inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700" to="/">
        Back to home
      </Link>
    </Page>
  )
}

/** /admin: the operator console (ROLE-11, OPS-04), one section per sub-route; everyone else sees that it is for operators only. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const session = useSession()
  if (session.status === 'loading') return <div aria-busy="true" className="min-h-[60vh]" />
  if (!session.me?.isOperator) return <OperatorsOnly />
  return (
    <Page title="Operator console">
      <nav aria-label="Console sections" className="-mt-4 mb-8 overflow-x-auto">
        <ul className="inline-flex min-w-max items-center gap-1 rounded-full bg-surface-muted p-1">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                    isActive ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Page>
  )
}
