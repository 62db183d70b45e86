import { Form, Link, type LoaderFunctionArgs } from 'react-router'
import type { SmartAnswerAnswer, SmartAnswerDetail, SmartAnswersAnswer, SmartAnswerSummary } from '../../../shared/schemas/assistant'
import { Page } from '../../ui/page'
import { PROSE, loadJson } from '../content'

/** /smart: the public library of smart answers, searchable with ?q= (server-rendered, same for everyone). */
export async function loadSmartList({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200)
  const { answers } = await loadJson<SmartAnswersAnswer>(context, `/api/smart${q ? `?q=${encodeURIComponent(q)}` : ''}`)
  return { q, answers }
}

export async function loadSmartAnswer({ params, context }: LoaderFunctionArgs) {
  const { answer } = await loadJson<SmartAnswerAnswer>(context, `/api/smart/${encodeURIComponent(params.answerId ?? '')}`)
  return { answer }
}

export function SmartListPage({ q, answers }: { q: string; answers: SmartAnswerSummary[] }) {
  return (
    <Page title="Smart answers" lead="Clear answers to common questions, with the experts who can help further.">
      <Form method="get" role="search" className="flex max-w-xl gap-2">
        <label className="flex-1">
          <span className="sr-only">Search smart answers</span>
          <input
            type="search"
            name="q"
            defaultValue={q}
            placeholder="e.g. leak or taxes"
            className="h-10 w-full rounded-full border border-line bg-surface px-4 text-ink placeholder:text-ink-muted focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </label>
        <button type="submit" className="h-10 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700">
          Search
        </button>
      </Form>
      {q ? (
        <p className="mt-4 text-sm text-ink-muted" role="status">
          {answers.length === 1 ? '1 answer' : `${answers.length} answers`} for “{q}”.{' '}
          <Link to="/smart" className="underline">
            Show all
          </Link>
        </p>
      ) : null}
      {answers.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-line bg-surface-muted p-6 text-ink-muted">
          No smart answer matches that yet.{' '}
          <Link to="/chatBot" className="font-medium text-brand-700 underline">
            Ask Tio Chat
          </Link>{' '}
          instead.
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {answers.map((a) => (
            <li key={a.id} className="rounded-xl border border-line bg-surface p-5">
              <h2 className="text-lg font-semibold">
                <Link to={`/smart/${a.id}`} className="hover:underline">
                  {a.question}
                </Link>
              </h2>
              <p className="mt-2 text-sm text-ink-muted">{a.description}</p>
              <p className="mt-3 text-sm">
                Field:{' '}
                <Link to={`/?q=${encodeURIComponent(a.field)}`} className="font-medium text-brand-700 underline">
                  {a.field}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  )
}

export function SmartAnswerPage({ answer }: { answer: SmartAnswerDetail }) {
  const fields = [answer.field, ...answer.related]
  return (
    <Page title={answer.question} lead={answer.description}>
      <article className={PROSE} dangerouslySetInnerHTML={{ __html: answer.html }} />
      <aside className="mt-10 rounded-xl border border-line bg-surface-muted p-5" aria-label="Experts who can help">
        <h2 className="text-lg font-semibold">Talk to an expert</h2>
        <p className="mt-1 text-ink-muted">These experts on Tio can look at your situation:</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {fields.map((f) => (
            <li key={f}>
              <Link
                to={`/?q=${encodeURIComponent(f)}`}
                className="inline-flex rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted"
              >
                Find a {f}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">
          <Link to="/ourexperts" className="underline">
            Browse all experts
          </Link>{' '}
          ·{' '}
          <Link to="/chatBot" className="underline">
            Ask Tio Chat about your case
          </Link>{' '}
          ·{' '}
          <Link to="/smart" className="underline">
            More smart answers
          </Link>
        </p>
      </aside>
    </Page>
  )
}
