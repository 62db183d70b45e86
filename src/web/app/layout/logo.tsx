import { Link } from 'react-router'

/**
 * Tio's mark and word mark; links home. Named 'Tio', not 'Tio home': a link named like 'Home' would
 * be a second match for the navigation's 'Home' (NAV-02).
 */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} aria-label="Tio" className="flex items-center gap-2 rounded-lg">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-xl font-extrabold tracking-tight text-ink max-[419px]:hidden">Tio</span>
    </Link>
  )
}
