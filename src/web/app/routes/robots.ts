import type { LoaderFunctionArgs } from 'react-router'
import { absoluteUrl } from '../../features/content/lib/meta'

/**
 * Pages behind login, matched exactly (`$`, with or without a query) so that public pages sharing a
 * prefix (/chatBot, /chatbot) stay crawlable. The operator console is left out on purpose: listing it
 * would only advertise it.
 */
const PRIVATE_PAGES = [
  '/profile',
  '/expertprofile',
  '/chat',
  '/settings',
  '/expertsettings',
  '/ExpertVerification',
  '/no-access',
  '/reset-password',
]

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The API is for the app, not for search engines; the cover images of posts under it may be indexed.
    'Disallow: /api/',
    'Allow: /api/content/images/',
    ...PRIVATE_PAGES.flatMap((p) => [`Disallow: ${p}$`, `Disallow: ${p}?`]),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n')
}

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(context.publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
