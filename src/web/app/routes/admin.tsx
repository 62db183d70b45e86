import { data, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import { AdminPage } from '../../features/experts/admin-page'
import { ContactMessagesPanel } from '../../features/content/components/contact-messages-panel'
import { pageMeta } from '../../ui/page'
import { NotFound } from '../layout/not-found'

/**
 * /admin exists only for the operators (ADMIN_EMAILS): visitors and everyone else get the not-found
 * page with status 404, not a login redirect that would tell them there is something here (ROLE-10).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const response = await context.fetchApi('/api/me')
  const me = response.ok ? ((await response.json()) as { user: { isOperator?: boolean } | null }).user : null
  if (!me?.isOperator) return data({ operator: false }, { status: 404 })
  return { operator: true }
}

export function meta({ data: loaded }: MetaArgs<typeof loader>) {
  if (!loaded?.operator) return pageMeta('Page not found', 'This page does not exist on Tio.')
  return [...pageMeta('Operator console', 'Review expert applications.'), { name: 'robots', content: 'noindex' }]
}

export default function AdminRoute() {
  const { operator } = useLoaderData<typeof loader>()
  if (!operator) return <NotFound />
  return <AdminPage extra={<ContactMessagesPanel />} />
}
