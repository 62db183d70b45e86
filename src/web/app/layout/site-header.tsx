import { Link } from 'react-router'

/** Placeholder navigation bar: the full bar (spec §2) replaces it. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4">
        <Link to="/" className="text-xl font-extrabold tracking-tight text-brand-600">
          Tio
        </Link>
        <Link to="/">Home</Link>
      </nav>
    </header>
  )
}
