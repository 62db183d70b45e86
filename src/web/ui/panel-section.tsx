import { useId, type ReactNode } from 'react'

const LEVELS = {
  2: { section: 'mb-12', header: 'mb-4', heading: 'text-xl font-semibold' },
  3: { section: 'mb-10', header: 'mb-3', heading: 'text-lg font-semibold' },
} as const

/** A section of an operator's page named by its heading, with the section's controls (a filter, a 'New' button) beside it. */
export function PanelSection({
  title,
  level = 2,
  actions,
  children,
}: {
  title: string
  level?: keyof typeof LEVELS
  actions?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  const style = LEVELS[level]
  return (
    <section aria-labelledby={headingId} className={style.section}>
      <div className={`${style.header} flex flex-wrap items-center justify-between gap-2`}>
        <Heading id={headingId} className={style.heading}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  )
}
