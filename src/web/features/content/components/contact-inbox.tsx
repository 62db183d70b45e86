import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { getErrorMessage } from '../../../../shared/messages'
import type { ContactHandled, ContactInboxPage, ContactReplyAnswer, InboxMessage } from '../../../../shared/schemas/content'
import { CONTACT_TOPICS } from '../../../../shared/schemas/content-constants'
import { apiFetch } from '../../../lib/api'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import { Button } from '../../../ui/button'
import { TextAreaField } from '../../../ui/field'
import { PagedList } from '../../../ui/paged-list'
import { SegmentedFilter } from '../../../ui/segmented-filter'
import { useToast } from '../../../ui/toast'

type InboxState = 'open' | 'handled'

const INBOX_STATES = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
] as const

const stamp = (at: string) => new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

function useSetHandled() {
  const client = useQueryClient()
  const { toast } = useToast()
  const put = (id: string, handled: boolean) => apiFetch<ContactHandled>(`/api/content/contact-messages/${encodeURIComponent(id)}/handled`, { method: 'PUT', json: { handled } })
  const refresh = () => void client.invalidateQueries({ queryKey: ['admin', 'contact-messages'] })
  return useMutation({
    mutationFn: ({ message, handled }: { message: InboxMessage; handled: boolean }) => put(message.id, handled),
    onSuccess: (_, { message, handled }) => {
      refresh()
      toast({
        title: handled ? `Message from ${message.name} marked handled` : `Message from ${message.name} is open again`,
        tone: 'success',
        action: {
          label: 'Undo',
          altText: handled ? 'Open again, under Handled' : 'Mark handled, under Open',
          onClick: () => {
            void put(message.id, !handled)
              .catch((error: unknown) => toast({ title: getErrorMessage(error), tone: 'error' }))
              .finally(refresh)
          },
        },
      })
    },
    onError: (error) => toast({ title: getErrorMessage(error), tone: 'error' }),
  })
}

/** /admin/messages: what people sent through /ContactUs, as an inbox: reply by email, mark handled, open or handled. */
export function ContactInbox() {
  const [params, setParams] = useSearchParams()
  const [state, setState] = useState<InboxState>(params.get('state') === 'handled' ? 'handled' : 'open')
  const query = useCursorPages(['admin', 'contact-messages', state], (cursor) =>
    apiFetch<ContactInboxPage>(`/api/content/contact-messages?${new URLSearchParams({ state, ...(cursor ? { cursor } : {}) }).toString()}`),
  )
  const setHandled = useSetHandled()
  return (
    <section aria-labelledby="contact-messages-title" className="flex flex-col gap-4">
      <h2 id="contact-messages-title" className="text-xl font-semibold">
        Contact messages
      </h2>
      <SegmentedFilter
        legend="Show"
        name="inbox-state"
        options={INBOX_STATES}
        value={state}
        onChange={(value) => {
          setState(value)
          setParams(value === 'open' ? {} : { state: value }, { replace: true, preventScrollReset: true })
        }}
      />
      <PagedList
        query={query}
        items={(page) => page.messages}
        label={state === 'open' ? 'Open contact messages' : 'Handled contact messages'}
        empty={state === 'open' ? 'No open messages. All caught up.' : 'No handled messages yet.'}
        more="Show more"
      >
        {(m) => <InboxItem key={m.id} message={m} busy={setHandled.isPending} onHandled={(handled) => setHandled.mutate({ message: m, handled })} />}
      </PagedList>
    </section>
  )
}

function InboxItem({ message: m, busy, onHandled }: { message: InboxMessage; busy: boolean; onHandled: (handled: boolean) => void }) {
  const [replying, setReplying] = useState(false)
  return (
    <li className="py-4" aria-labelledby={`contact-${m.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id={`contact-${m.id}`} className="min-w-0 font-semibold">
          {m.name} <span className="break-all font-normal text-ink-muted">{m.email}</span>
        </p>
        <time dateTime={m.createdAt} className="text-sm text-ink-muted">
          {stamp(m.createdAt)}
        </time>
      </div>
      <p className="mt-1 text-sm font-medium text-ink-muted">{CONTACT_TOPICS[m.topic] ?? m.topic}</p>
      <p className="mt-2 whitespace-pre-wrap break-words">{m.message}</p>
      {m.replies.length ? (
        <ul aria-label="Replies sent" className="mt-3 flex flex-col gap-2 border-l-2 border-brand-300 pl-3">
          {m.replies.map((r) => (
            <li key={r.createdAt} className="text-sm">
              <p className="text-ink-muted">
                Reply by {r.operatorEmail}, {stamp(r.createdAt)}
              </p>
              <p className="whitespace-pre-wrap break-words">{r.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {replying ? (
        <ReplyForm message={m} onDone={() => setReplying(false)} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setReplying(true)}>
            Reply by email
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onHandled(!m.handled)}>
            {m.handled ? 'Open again' : 'Mark handled'}
          </Button>
        </div>
      )}
    </li>
  )
}

function ReplyForm({ message, onDone }: { message: InboxMessage; onDone: () => void }) {
  const client = useQueryClient()
  const { toast } = useToast()
  const [body, setBody] = useState('')
  const send = useMutation({
    mutationFn: () => apiFetch<ContactReplyAnswer>(`/api/content/contact-messages/${encodeURIComponent(message.id)}/reply`, { method: 'POST', json: { body } }),
    onSuccess: () => {
      toast({ title: `Reply sent to ${message.email}; the message is handled`, tone: 'success' })
      onDone()
      void client.invalidateQueries({ queryKey: ['admin', 'contact-messages'] })
    },
  })
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        send.mutate()
      }}
    >
      <TextAreaField
        label={`Reply to ${message.name}`}
        hint="Sent by email, with their message quoted; the message then moves to Handled."
        value={body}
        onChange={(e) => setBody(e.target.value)}
        required
        autoFocus
        error={send.error ? getErrorMessage(send.error) : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={send.isPending || !body.trim()}>
          {send.isPending ? 'Sending…' : 'Send reply'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
