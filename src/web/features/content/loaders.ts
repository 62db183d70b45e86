import type { LoaderFunctionArgs } from 'react-router'
import type {
  ContentPageResponse,
  FaqResponse,
  HelpResponse,
  PostCollection,
  PostListResponse,
  PostResponse,
} from '../../../shared/schemas/content'
import type { PublicExpert } from '../../../shared/schemas/expert'
import { COLLECTIONS } from './lib/collections'
import { loadJson, loadOptionalJson } from './lib/load'
import { absoluteUrl, ogImageUrl, type PageMetaData } from './lib/meta'

/** An expert as the related-experts section shows it (a subset of the search API's PublicExpert). */
export type RelatedExpert = Pick<PublicExpert, 'displayName' | 'occupation' | 'photoURL' | 'customURL' | 'rating'>

export async function loadPostList({ request, context }: LoaderFunctionArgs, collection: PostCollection) {
  const url = new URL(request.url)
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const tag = url.searchParams.get('tag')?.trim() || undefined
  const query = new URLSearchParams({ page: String(page) })
  if (tag) query.set('tag', tag)
  const list = await loadJson<PostListResponse>(context, `/api/content/posts/${collection}?${query}`)
  const info = COLLECTIONS[collection]
  const canonical = new URLSearchParams()
  if (tag) canonical.set('tag', tag)
  if (list.page > 1) canonical.set('page', String(list.page))
  const first = list.posts[0]
  const meta: PageMetaData = {
    title: tag ? `${info.title}: ${tag}` : info.title,
    description: info.description,
    url: absoluteUrl(context.publicUrl, `${info.basePath}${canonical.size ? `?${canonical}` : ''}`),
    image: first ? ogImageUrl(context.publicUrl, first.cover) : undefined,
    imageAlt: first?.cover.alt,
  }
  return { collection, list, tag: tag ?? null, meta }
}

function isRelatedExpert(value: unknown): value is RelatedExpert {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return typeof v.displayName === 'string' && typeof v.customURL === 'string' && v.customURL !== ''
}

/** Experts matching the post's topic through the public search; never fails the page. */
async function loadRelatedExperts(context: LoaderFunctionArgs['context'], query: string): Promise<RelatedExpert[]> {
  if (!query.trim()) return []
  const result = await loadOptionalJson<{ results?: unknown }>(
    context,
    `/api/search?${new URLSearchParams({ q: query, pageSize: '3' })}`,
  )
  const results = Array.isArray(result?.results) ? result.results : []
  return results.filter(isRelatedExpert).slice(0, 3).map((e) => ({
    displayName: e.displayName,
    occupation: typeof e.occupation === 'string' ? e.occupation : '',
    photoURL: typeof e.photoURL === 'string' ? e.photoURL : '',
    customURL: e.customURL,
    rating: typeof e.rating === 'number' ? e.rating : 0,
  }))
}

export async function loadPost({ params, context }: LoaderFunctionArgs, collection: PostCollection) {
  const id = params.postId ?? ''
  const result = await loadJson<PostResponse>(context, `/api/content/posts/${collection}/${encodeURIComponent(id)}`)
  const experts = await loadRelatedExperts(context, result.post.expertQuery)
  const { post } = result
  const meta: PageMetaData = {
    title: post.title,
    description: post.description,
    url: absoluteUrl(context.publicUrl, `${COLLECTIONS[collection].basePath}/${post.id}`),
    image: ogImageUrl(context.publicUrl, post.cover),
    imageAlt: post.cover.alt,
    type: 'article',
    publishedTime: post.date,
  }
  return { ...result, experts, meta }
}

export async function loadFaq({ context }: LoaderFunctionArgs) {
  const { groups } = await loadJson<FaqResponse>(context, '/api/content/faq')
  const meta: PageMetaData = {
    title: 'FAQ',
    description: 'Answers to the questions people ask most about Tio, Tio Chat, experts, Tio-Points and your account.',
    url: absoluteUrl(context.publicUrl, '/FAQ'),
  }
  return { groups, meta }
}

export async function loadHelp({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get('q')?.slice(0, 200) ?? ''
  const help = await loadJson<HelpResponse>(context, `/api/content/help?${new URLSearchParams({ q })}`)
  const meta: PageMetaData = {
    title: 'Help Center',
    description: 'Step-by-step help with your Tio account, Tio Chat, messages, expert applications, Tio-Points and the app.',
    url: absoluteUrl(context.publicUrl, '/HelpCenter'),
  }
  return { help, meta }
}

/** A company page from content/pages/{slug}.md, served at `path`. */
export async function loadCompanyPage({ context }: LoaderFunctionArgs, slug: string, path: string) {
  const { page } = await loadJson<ContentPageResponse>(context, `/api/content/pages/${slug}`)
  const meta: PageMetaData = { title: page.title, description: page.description, url: absoluteUrl(context.publicUrl, path) }
  return { page, meta }
}
