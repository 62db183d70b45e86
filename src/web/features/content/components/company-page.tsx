import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ContentPage, Fact, OpenRole, PricingPlan, TeamMember } from '../../../../shared/schemas/content'
import { cn } from '../../../ui/cn'
import { Page } from '../../../ui/page'
import { formatDate } from '../lib/load'
import { DiscoverMore } from './discover-more'
import { Prose } from './prose'
import { TableOfContents } from './table-of-contents'

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="mb-10 grid gap-4 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-2xl bg-surface-muted p-5">
          <dt className="text-sm text-ink-muted">{fact.label}</dt>
          <dd className="mt-1 font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

function Team({ members }: { members: TeamMember[] }) {
  return (
    <section aria-labelledby="team-members" className="mt-12">
      <h2 id="team-members" className="text-2xl font-bold tracking-tight">
        The team
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((member) => (
          <li key={member.name} className="rounded-2xl border border-line p-5">
            <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
              {initials(member.name)}
            </span>
            <h3 className="mt-4 font-semibold">{member.name}</h3>
            <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{member.role}</p>
            <p className="mt-2 text-sm text-ink-muted">{member.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Roles({ roles }: { roles: OpenRole[] }) {
  return (
    <section aria-labelledby="open-roles" className="mb-12">
      <h2 id="open-roles" className="text-2xl font-bold tracking-tight">
        Open roles
      </h2>
      <ul className="mt-6 flex flex-col gap-4">
        {roles.map((role) => (
          <li key={role.title} className="rounded-2xl border border-line p-5">
            <h3 className="text-lg font-semibold">{role.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">
              {role.team} · {role.location} · {role.type}
            </p>
            <p className="mt-3">{role.summary}</p>
            <Link
              to={`/ContactUs?topic=general&subject=${encodeURIComponent(`Application: ${role.title}`)}`}
              className="mt-3 inline-block font-medium text-brand-700 underline dark:text-brand-300"
            >
              Apply for {role.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Plans({ plans }: { plans: PricingPlan[] }) {
  return (
    <ul className="mb-12 grid gap-6 md:grid-cols-3" aria-label="Plans">
      {plans.map((plan) => (
        <li
          key={plan.name}
          className={cn(
            'flex flex-col rounded-2xl border p-6',
            plan.highlighted ? 'border-brand-600 shadow-md ring-1 ring-brand-600' : 'border-line',
          )}
        >
          <h2 className="text-xl font-bold">{plan.name}</h2>
          <p className="mt-3">
            <span className="text-3xl font-extrabold">{plan.price}</span>
            {plan.period ? <span className="ml-1 text-sm text-ink-muted">{plan.period}</span> : null}
          </p>
          <p className="mt-2 text-ink-muted">{plan.summary}</p>
          <ul className="mt-5 flex flex-1 flex-col gap-2 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-accent-600">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <Link
            to={plan.cta.href}
            className={cn(
              'mt-6 inline-flex h-11 items-center justify-center rounded-full px-5 font-semibold',
              plan.highlighted ? 'bg-brand-600 text-white hover:bg-brand-700' : 'border border-line hover:bg-surface-muted',
            )}
          >
            {plan.cta.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * A company page from content/pages: its Markdown plus whichever structured parts it has. `before`
 * comes ahead of the Markdown (the shop's items, the point packs), `children` after it.
 */
export function CompanyPage({ page, before, children }: { page: ContentPage; before?: ReactNode; children?: ReactNode }) {
  return (
    <Page title={page.title} lead={page.description}>
      {page.updated ? (
        <p className="-mt-6 mb-8 text-sm text-ink-muted">
          Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      ) : null}
      {page.facts?.length ? <Facts facts={page.facts} /> : null}
      {page.plans?.length ? <Plans plans={page.plans} /> : null}
      {before}
      {page.roles?.length ? <Roles roles={page.roles} /> : null}
      <div className={cn('gap-10', page.toc.length && 'lg:grid lg:grid-cols-[minmax(0,1fr)_16rem]')}>
        <div className="min-w-0">
          <TableOfContents toc={page.toc} className="mb-8 lg:hidden" />
          <Prose html={page.html} className="max-w-3xl" />
          {children}
        </div>
        {page.toc.length ? (
          <aside className="hidden lg:block">
            <TableOfContents toc={page.toc} className="sticky top-24" />
          </aside>
        ) : null}
      </div>
      {page.members?.length ? <Team members={page.members} /> : null}
      <DiscoverMore />
    </Page>
  )
}
