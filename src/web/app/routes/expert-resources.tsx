import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import { PostListPage } from '../../features/content/components/post-list-page'
import { contentMeta } from '../../features/content/lib/meta'
import { loadPostList } from '../../features/content/loaders'

export const loader = (args: LoaderFunctionArgs) => loadPostList(args, 'expert-resources')
export const meta = ({ loaderData }: MetaArgs<typeof loader>) => contentMeta(loaderData?.meta)

export default function ExpertResourcesRoute() {
  const { collection, list, tag } = useLoaderData<typeof loader>()
  return <PostListPage collection={collection} list={list} tag={tag} />
}
