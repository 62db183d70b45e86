import { useLoaderData, type MetaArgs } from 'react-router'
import { HelpCenterPage } from '../../features/content/components/help-center-page'
import { contentMeta } from '../../features/content/lib/meta'
import { loadHelp } from '../../features/content/loaders'

export const loader = loadHelp
export const meta = ({ loaderData }: MetaArgs<typeof loader>) => contentMeta(loaderData?.meta)

export default function HelpCenterRoute() {
  const { help } = useLoaderData<typeof loader>()
  return <HelpCenterPage help={help} />
}
