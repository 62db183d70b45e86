import { useLoaderData, type MetaArgs } from 'react-router'
import { FaqPage } from '../../features/content/components/faq-page'
import { contentMeta } from '../../features/content/lib/meta'
import { loadFaq } from '../../features/content/loaders'

export const loader = loadFaq
export const meta = ({ loaderData }: MetaArgs<typeof loader>) => contentMeta(loaderData?.meta)

export default function FaqRoute() {
  const { groups } = useLoaderData<typeof loader>()
  return <FaqPage groups={groups} />
}
