import type { LoaderFunctionArgs } from 'react-router'
import type { PostListResponse } from '../../../shared/schemas/content'
import { escapeXml, loadJson } from '../../features/content/lib/load'
import { absoluteUrl } from '../../features/content/lib/meta'

const RSS_ITEMS = 50

/** RSS 2.0 feed of the blog, newest first. */
export async function loader({ context }: LoaderFunctionArgs) {
  const list = await loadJson<PostListResponse>(context, `/api/content/posts/blog?pageSize=${RSS_ITEMS}`)
  const blogUrl = absoluteUrl(context.publicUrl, '/blog')
  const items = list.posts.map((post) => {
    const url = absoluteUrl(context.publicUrl, `/blog/${post.id}`)
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(`${post.date}T09:00:00Z`).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <description>${escapeXml(post.description)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ].join('\n')
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Tio blog</title>
    <link>${escapeXml(blogUrl)}</link>
    <atom:link href="${escapeXml(absoluteUrl(context.publicUrl, '/blog/rss.xml'))}" rel="self" type="application/rss+xml"/>
    <description>Stories, product news and practical advice from the Tio team.</description>
    <language>en</language>
${items.join('\n')}
  </channel>
</rss>
`
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
