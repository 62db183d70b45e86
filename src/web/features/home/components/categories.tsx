import { BookOpen, Briefcase, Code2, HeartPulse, Home, LineChart, Megaphone, Scale } from 'lucide-react'
import { Link } from 'react-router'

const CATEGORIES = [
  { label: 'Law', query: 'lawyer', icon: Scale },
  { label: 'Health', query: 'health', icon: HeartPulse },
  { label: 'Finance', query: 'finance', icon: LineChart },
  { label: 'Technology', query: 'developer', icon: Code2 },
  { label: 'Career', query: 'career', icon: Briefcase },
  { label: 'Marketing', query: 'marketing', icon: Megaphone },
  { label: 'Home', query: 'home', icon: Home },
  { label: 'Learning', query: 'teacher', icon: BookOpen },
] as const

/** Category icons: each opens the expert search for its field. */
export function Categories() {
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="categories-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Experts for every question
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {CATEGORIES.map(({ label, query, icon: Icon }) => (
          <li key={label}>
            <Link
              to={`/?q=${encodeURIComponent(query)}`}
              preventScrollReset
              className="group flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface-raised p-4 text-sm font-semibold shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-600 group-hover:text-white dark:bg-brand-900 dark:text-brand-200">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
