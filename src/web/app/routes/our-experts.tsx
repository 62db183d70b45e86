import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { OurExpertsPage, toDirectoryPage, type DirectoryAnswer } from '../../features/search/our-experts-page'
import { pageMeta } from '../../ui/page'

export const meta = () => pageMeta('Our experts', 'Meet the verified human experts on Tio.')

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const params = new URLSearchParams()
  params.set('field', url.searchParams.get('field') ?? '')
  const page = Number(url.searchParams.get('page') ?? '1')
  params.set('page', String(Number.isInteger(page) && page > 0 ? page : 1))
  const response = await context.fetchApi(`/api/search/directory?${params}`)
  if (!response.ok) throw data('The expert directory could not be loaded.', { status: response.status })
  return toDirectoryPage((await response.json()) as DirectoryAnswer)
}

export default function OurExpertsRoute() {
  return <OurExpertsPage data={useLoaderData<typeof loader>()} />
}
