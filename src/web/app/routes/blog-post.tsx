import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import { PostPage } from '../../features/content/components/post-page'
import { contentMeta } from '../../features/content/lib/meta'
import { loadPost } from '../../features/content/loaders'

export const loader = (args: LoaderFunctionArgs) => loadPost(args, 'blog')
export const meta = ({ loaderData }: MetaArgs<typeof loader>) => contentMeta(loaderData?.meta)

export default function BlogPostRoute() {
  const { post, previous, next, experts } = useLoaderData<typeof loader>()
  return <PostPage post={post} previous={previous} next={next} experts={experts} />
}
