import type { LoaderFunctionArgs } from 'react-router'
import { absoluteUrl } from '../../features/content/lib/meta'

// Personal and operator pages are behind login; the API is for the app, not for search engines.
const PRIVATE_PATHS = ['/api/', '/admin', '/profile', '/expertprofile', '/chat', '/settings', '/expertsettings', '/ExpertVerification', '/no-access', '/reset-password', '/dev/']

export function loader({ context }: LoaderFunctionArgs) {
  const lines = [
    'User-agent: *',
    'Allow: /',
    // The cover images of posts live under /api/content/images/ and may be indexed.
    'Allow: /api/content/images/',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(context.publicUrl, '/sitemap.xml')}`,
    '',
  ]
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
