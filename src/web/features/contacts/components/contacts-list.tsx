import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { Contact } from '../../../../shared/schemas/contact'
import { MESSAGES } from '../../../../shared/messages'
import { Button } from '../../../ui/button'
import { Skeleton } from '../../../ui/skeleton'
import { CONTACT_KEYS, block, fetchContacts, removeContact, unblock } from '../contacts-api'
import { useContactsLive } from '../hooks/use-contacts-live'
import { LoadError } from '../../../ui/load-error'
import { PersonLabel } from './person-label'

/** The viewer's contacts with Message, Remove and Block/Unblock (for /profile). */
export function ContactsList({ className }: { className?: string }) {
  useContactsLive()
  const query = useInfiniteQuery({
    queryKey: CONTACT_KEYS.list,
    queryFn: ({ pageParam }) => fetchContacts(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
  if (query.isPending) {
    return (
      <div className={className} aria-busy="true" aria-label="Loading contacts">
        <Skeleton className="h-14 w-full" />
      </div>
    )
  }
  if (query.isError) {
    return <LoadError className={className} error={query.error} onRetry={() => void query.refetch()} />
  }
  const contacts = query.data.pages.flatMap((p) => p.contacts)
  if (contacts.length === 0) {
    return <p className={className ?? 'text-sm text-ink-muted'}>No contacts yet. Press Connect on an expert&apos;s card to add one.</p>
  }
  return (
    <div className={className}>
      <ul className="divide-y divide-line" aria-label="Contacts">
        {contacts.map((contact) => (
          <ContactRow key={contact.id} contact={contact} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          More contacts
        </Button>
      ) : null}
    </div>
  )
}

function ContactRow({ contact }: { contact: Contact }) {
  const client = useQueryClient()
  const navigate = useNavigate()
  const action = useMutation({
    mutationFn: (kind: 'remove' | 'block' | 'unblock') =>
      kind === 'remove' ? removeContact(contact.id) : kind === 'block' ? block(contact.id) : unblock(contact.id),
    onError: (error) => console.warn('contact action failed', error),
    onSettled: () => void client.invalidateQueries({ queryKey: CONTACT_KEYS.all }),
  })
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="contact">
      <PersonLabel person={contact}>{contact.blocked ? <span className="ml-2 text-xs text-ink-muted">(blocked)</span> : null}</PersonLabel>
      <span className="flex gap-2">
        {!contact.deleted && !contact.blocked ? (
          <Button
            size="sm"
            aria-label={`${MESSAGES.message} ${contact.name}`}
            onClick={() => void navigate(`/chat?with=${encodeURIComponent(contact.id)}`, { state: { otherUserUID: contact.id } })}
          >
            {MESSAGES.message}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" aria-label={`Remove ${contact.name}`} disabled={action.isPending} onClick={() => action.mutate('remove')}>
          Remove
        </Button>
        {!contact.deleted ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${contact.blocked ? MESSAGES.unblock : MESSAGES.block} ${contact.name}`}
            disabled={action.isPending}
            onClick={() => action.mutate(contact.blocked ? 'unblock' : 'block')}
          >
            {contact.blocked ? MESSAGES.unblock : MESSAGES.block}
          </Button>
        ) : null}
      </span>
    </li>
  )
}
