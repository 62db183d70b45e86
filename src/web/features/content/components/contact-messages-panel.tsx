import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { CONTACT_TOPICS, type ContactMessage } from '../../../../shared/schemas/content'
import { apiFetch } from '../../../lib/api'
import { Button } from '../../../ui/button'

const PAGE_SIZE = 20

interface ContactMessagesResponse {
  messages: ContactMessage[]
  total: number
  page: number
  pageSize: number
}

/** Operator console: messages sent through /ContactUs, newest first (GET /api/content/contact-messages). */
export function ContactMessagesPanel() {
  const [page, setPage] = useState(1)
  const query = useQuery({
    queryKey: ['content', 'contact-messages', page],
    queryFn: () => apiFetch<ContactMessagesResponse>(`/api/content/contact-messages?page=${page}&pageSize=${PAGE_SIZE}`),
  })
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1
  return (
    <section aria-labelledby="contact-messages-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="contact-messages-title" className="text-xl font-bold">
          Contact messages
        </h2>
        {query.data ? <p className="text-sm text-ink-muted">{query.data.total} in total</p> : null}
      </div>
      {query.isPending ? <p className="text-ink-muted">Loading contact messages…</p> : null}
      {query.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Contact messages could not be loaded: {query.error.message}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {query.data && !query.data.messages.length ? <p className="text-ink-muted">No contact messages yet.</p> : null}
      {query.data?.messages.length ? (
        <ul className="flex flex-col gap-3">
          {query.data.messages.map((m) => (
            <li key={m.id} className="rounded-xl border border-line p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-semibold">
                  {m.name}{' '}
                  <a href={`mailto:${m.email}`} className="font-normal text-brand-700 underline dark:text-brand-300">
                    {m.email}
                  </a>
                </p>
                <time dateTime={m.createdAt} className="text-sm text-ink-muted">
                  {new Date(m.createdAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </div>
              <p className="mt-1 text-sm font-medium text-ink-muted">{CONTACT_TOPICS[m.topic] ?? m.topic}</p>
              <p className="mt-2 whitespace-pre-wrap break-words">{m.message}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {pageCount > 1 ? (
        <div className="flex items-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-sm text-ink-muted">
            Page {page} of {pageCount}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </section>
  )
}
