import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { indefiniteArticle } from '../../../../shared/indefinite-article'
import type { AssistantUnderstanding } from '../../../../shared/schemas/assistant'
import { apiFetch } from '../../../lib/api'
import { OPEN_SEARCH_STATE } from '../hooks/use-url-search'

const LINK = 'font-medium text-brand-700 underline hover:text-brand-800 dark:text-brand-300'

/**
 * Never a dead end (issue 24 item 5): when a plain-language search finds no expert, what Tio Chat reads
 * in it (a field that has experts, whose search the link runs) and a way on to Tio Chat with the question.
 */
export function TioUnderstood({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const [understood, setUnderstood] = useState<AssistantUnderstanding | null>(null)
  useEffect(() => {
    let cancelled = false
    setUnderstood(null)
    apiFetch<AssistantUnderstanding>(`/api/assistant/understand?q=${encodeURIComponent(query)}`)
      .then((answer) => !cancelled && setUnderstood(answer))
      .catch(() => !cancelled && setUnderstood({ fields: [] }))
    return () => {
      cancelled = true
    }
  }, [query])
  const field = understood?.fields[0]
  return (
    <div className="mt-4 space-y-2" data-testid="tio-understood">
      {field ? (
        <p>
          Looks like a question for {indefiniteArticle(field.title)} <strong>{field.title}</strong>:{' '}
          <Link to={`/?q=${encodeURIComponent(field.search ?? field.title)}`} state={OPEN_SEARCH_STATE} preventScrollReset className={LINK}>
            see {field.title} experts
          </Link>
        </p>
      ) : null}
      <p>
        <Link to={`/chatBot?q=${encodeURIComponent(query)}`} className={LINK} onClick={onNavigate}>
          Ask Tio Chat about it
        </Link>
        <span className="text-ink-muted">: describe it in your own words and Tio points you to the right expert.</span>
      </p>
    </div>
  )
}
