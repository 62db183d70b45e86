import { BookOpen, Briefcase, Code2, HeartPulse, Home, LineChart, Megaphone, Scale, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { OPEN_SEARCH_STATE } from '../../search'
import { HOME_CATEGORIES, type HomeCategory } from '../categories.data'

const ICONS: Record<HomeCategory, LucideIcon> = {
  Law: Scale,
  Health: HeartPulse,
  Finance: LineChart,
  Technology: Code2,
  Career: Briefcase,
  Marketing: Megaphone,
  Repairs: Home,
  Learning: BookOpen,
}

/** Category icons: each opens the expert search for its field. */
export function Categories() {
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="categories-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Experts for every question
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {HOME_CATEGORIES.map(({ label, query }) => {
          const Icon = ICONS[label]
          return (
            <li key={label}>
              <Link
                to={`/?q=${encodeURIComponent(query)}`}
                state={OPEN_SEARCH_STATE}
                preventScrollReset
                className="group flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface-raised p-4 text-sm font-semibold shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-600 group-hover:text-white dark:bg-brand-900 dark:text-brand-200">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
