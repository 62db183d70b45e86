import type { LoaderFunctionArgs } from 'react-router'
import type { SitemapResponse } from '../../../shared/schemas/content'
import { escapeXml, loadJson } from '../../features/content/lib/load'
import { absoluteUrl } from '../../features/content/lib/meta'

/** Every public page, post and approved expert (GET /api/content/sitemap). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { entries } = await loadJson<SitemapResponse>(context, '/api/content/sitemap')
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(absoluteUrl(context.publicUrl, e.path))}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
