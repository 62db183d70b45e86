import type { TocEntry } from '../../../../shared/schemas/content'
import { cn } from '../../../ui/cn'

/** A post's or company page's headings; its own module so a company page does not load the post page (issue 21 item 1). */
export function TableOfContents({ toc, className }: { toc: TocEntry[]; className?: string }) {
  if (!toc.length) return null
  return (
    <nav aria-label="Table of contents" className={cn('rounded-xl border border-line bg-surface-muted p-4 text-sm', className)}>
      <h2 className="font-semibold">On this page</h2>
      <ol className="mt-2 space-y-1.5">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? 'pl-4' : undefined}>
            <a href={`#${entry.id}`} className="text-ink-muted hover:text-brand-700 hover:underline dark:hover:text-brand-300">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
