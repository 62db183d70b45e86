import type { ReactNode } from 'react'

/** The standard page frame: a heading, an optional lead, then content. */
export function Page({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 max-w-3xl text-lg text-ink-muted">{lead}</p> : null}
      {children ? <div className="mt-10">{children}</div> : null}
    </div>
  )
}

/** For a page whose feature is still being built: says so plainly, inside the real layout. */
export function ComingSoon({ title, lead }: { title: string; lead: string }) {
  return (
    <Page title={title} lead={lead}>
      <p className="rounded-xl border border-dashed border-line bg-surface-muted p-6 text-ink-muted">This part of Tio is coming soon.</p>
    </Page>
  )
}

export function pageMeta(title: string, description: string) {
  return [{ title: title === 'Tio' ? title : `${title} · Tio` }, { name: 'description', content: description }]
}
