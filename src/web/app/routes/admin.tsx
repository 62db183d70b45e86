import { data, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import { MESSAGES } from '../../../shared/messages'
import { AdminPage, OperatorsOnly } from '../../features/experts/admin-page'
import { ContactMessagesPanel } from '../../features/content/components/contact-messages-panel'
import { LedgerPanel } from '../../features/ledger-admin/ledger-panel'
import { OverviewPanel } from '../../features/ledger-admin/overview-panel'
import { AdminPayoutsPanel } from '../../features/payouts/admin-payouts-panel'
import { AdminShopPanel } from '../../features/shop/components/admin-shop-panel'
import { pageMeta } from '../../ui/page'

/**
 * /admin is for the operators (ADMIN_EMAILS) only: visitors and everyone else get 403 and a page
 * that says so, with no application on it (ROLE-10), rather than a login redirect.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const response = await context.fetchApi('/api/me')
  const me = response.ok ? ((await response.json()) as { user: { isOperator?: boolean } | null }).user : null
  if (!me?.isOperator) return data({ operator: false }, { status: 403 })
  return { operator: true }
}

export function meta({ data: loaded }: MetaArgs<typeof loader>) {
  if (!loaded?.operator) return [...pageMeta(MESSAGES.operatorsOnlyTitle, 'This page is for Tio operators.'), { name: 'robots', content: 'noindex' }]
  return [...pageMeta('Operator console', 'Review expert applications, the shop, payouts and the Tio-Points ledger.'), { name: 'robots', content: 'noindex' }]
}

export default function AdminRoute() {
  const { operator } = useLoaderData<typeof loader>()
  if (!operator) return <OperatorsOnly />
  return (
    <AdminPage
      extra={
        <>
          <OverviewPanel />
          <AdminShopPanel />
          <AdminPayoutsPanel />
          <LedgerPanel />
          <ContactMessagesPanel />
        </>
      }
    />
  )
}
