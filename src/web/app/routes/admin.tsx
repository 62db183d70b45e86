import { data, Outlet, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import { MESSAGES } from '../../../shared/messages'
import type { MeAnswer } from '../../../shared/schemas/me'
import { AdminLayout, OperatorsOnly } from '../../features/admin/admin-layout'
import { pageMeta } from '../../ui/page'

/**
 * /admin and its sections are for the operators (ADMIN_EMAILS) only: visitors and everyone else get
 * 403 and a page that says so, with no application on it (ROLE-10), rather than a login redirect.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const response = await context.fetchApi('/api/me')
  const me = response.ok ? ((await response.json()) as MeAnswer).user : null
  if (!me?.isOperator) return data({ operator: false }, { status: 403 })
  return { operator: true }
}

export function meta({ data: loaded }: MetaArgs<typeof loader>) {
  if (!loaded?.operator)
    return [...pageMeta(MESSAGES.operatorsOnlyTitle, 'This page is for Tio operators.'), { name: 'robots', content: 'noindex' }]
  return [
    ...pageMeta('Operator console', 'Review expert applications, the shop, payouts and the Tio-Points ledger.'),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function AdminRoute() {
  const { operator } = useLoaderData<typeof loader>()
  if (!operator) return <OperatorsOnly />
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  )
}
