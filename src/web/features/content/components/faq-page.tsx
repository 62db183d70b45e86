import { Link } from 'react-router'
import type { FaqGroup } from '../../../../shared/schemas/content'
import { Page } from '../../../ui/page'
import { Prose } from './prose'

export function FaqPage({ groups }: { groups: FaqGroup[] }) {
  return (
    <Page title="FAQ" lead="Answers to the questions people ask most about Tio, Tio Chat, experts, Tio-Points and your account.">
      <nav aria-label="FAQ sections" className="mb-10">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`} className="inline-flex min-h-9 items-center rounded-full border border-line px-4 text-sm font-medium hover:bg-surface-muted">
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-12">
        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
            <h2 id={`${group.id}-title`} className="text-2xl font-bold tracking-tight">
              {group.title}
            </h2>
            <div className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {group.entries.map((entry) => (
                <details key={entry.id} id={entry.id} className="group scroll-mt-24 p-4 sm:p-5">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
                    <h3>{entry.question}</h3>
                    <span aria-hidden="true" className="mt-0.5 text-brand-600 transition-transform group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <Prose html={entry.answerHtml} className="mt-3 text-ink-muted" />
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-12 rounded-2xl bg-surface-muted p-6">
        Still need help? Search the{' '}
        <Link to="/HelpCenter" className="font-medium text-brand-700 underline dark:text-brand-300">
          help center
        </Link>{' '}
        or{' '}
        <Link to="/ContactUs" className="font-medium text-brand-700 underline dark:text-brand-300">
          contact us
        </Link>
        .
      </p>
    </Page>
  )
}
