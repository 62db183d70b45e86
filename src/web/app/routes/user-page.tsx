import { data, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import type { UserPageAnswer } from '../../../shared/schemas/expert-application'
import { PublicUserView } from '../../features/experts/public-pages'
import { NotFound } from '../layout/not-found'
import { pageMeta } from '../../ui/page'

/** Server-rendered public user page: unknown → not-found with status 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const response = await context.fetchApi(`/api/users/${encodeURIComponent(params.customURL ?? '')}`)
  if (!response.ok) return data({ user: null, publicUrl: context.publicUrl }, { status: 404 })
  const { user } = (await response.json()) as UserPageAnswer
  return { user, publicUrl: context.publicUrl }
}

export function meta({ data: loaded }: MetaArgs<typeof loader>) {
  const user = loaded?.user
  if (!user) return pageMeta('Page not found', 'This page does not exist on Tio.')
  const description = `${user.displayName} on Tio.`
  return [
    ...pageMeta(user.displayName, description),
    { property: 'og:title', content: user.displayName },
    { property: 'og:description', content: description },
    { property: 'og:image', content: `${loaded.publicUrl}${user.photoURL}` },
  ]
}

export default function UserPageRoute() {
  const { user } = useLoaderData<typeof loader>()
  if (!user) return <NotFound />
  return <PublicUserView user={user} />
}
