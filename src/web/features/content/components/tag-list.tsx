import { Link } from 'react-router'
import { cn } from '../../../ui/cn'

export function TagList({ tags, basePath, active }: { tags: string[]; basePath: string; active?: string | null }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`${basePath}?tag=${encodeURIComponent(tag)}`}
            aria-current={active === tag ? 'page' : undefined}
            className={cn(
              'inline-flex min-h-8 items-center rounded-full px-3 text-xs font-medium',
              active === tag
                ? 'bg-brand-600 text-white'
                : 'bg-brand-50 text-brand-800 hover:bg-brand-100 dark:bg-brand-900 dark:text-brand-100',
            )}
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}
