import { Link, useLocation } from 'react-router'
import { DISCOVER_LINKS } from '../lib/discover-links'

/**
 * The Discover group's pages at the end of company pages, so every content page leads to the others.
 * Named 'More from Tio', not 'Discover': that name belongs to the navigation's group (NAV-06).
 */
export function DiscoverMore() {
  const { pathname } = useLocation()
  return (
    <nav aria-labelledby="more-from-tio" className="mt-16 border-t border-line pt-8">
      <h2 id="more-from-tio" className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
        More from Tio
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {DISCOVER_LINKS.filter((l) => l.to.toLowerCase() !== pathname.toLowerCase()).map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-flex min-h-9 items-center rounded-full border border-line px-4 text-sm font-medium hover:bg-surface-muted">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
