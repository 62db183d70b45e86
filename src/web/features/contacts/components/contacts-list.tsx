import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { Contact } from '../../../../shared/schemas/contact'
import { MESSAGES } from '../../../../shared/messages'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import { Button } from '../../../ui/button'
import { PagedList } from '../../../ui/paged-list'
import { CONTACT_KEYS, fetchContacts, removeContact } from '../contacts-api'
import { useSetBlocked } from '../hooks/use-block'
import { useContactsLive } from '../hooks/use-contacts-live'
import { PersonLabel } from './person-label'

/** The viewer's contacts with Message, Remove and Block/Unblock (for /profile). */
export function ContactsList({ className }: { className?: string }) {
  useContactsLive()
  const query = useCursorPages(CONTACT_KEYS.list, fetchContacts)
  return (
    <PagedList
      query={query}
      items={(page) => page.contacts}
      label="Contacts"
      empty="No contacts yet. Press Connect on an expert's card to add one."
      more="More contacts"
      className={className}
    >
      {(contact) => <ContactRow key={contact.id} contact={contact} />}
    </PagedList>
  )
}

function ContactRow({ contact }: { contact: Contact }) {
  const client = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: () => removeContact(contact.id),
    onError: (error) => console.warn('removing a contact failed', error),
    onSettled: () => void client.invalidateQueries({ queryKey: CONTACT_KEYS.all }),
  })
  const setBlocked = useSetBlocked(contact.id)
  const pending = remove.isPending || setBlocked.isPending
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
        <Button variant="secondary" size="sm" aria-label={`Remove ${contact.name}`} disabled={pending} onClick={() => remove.mutate()}>
          Remove
        </Button>
        {!contact.deleted ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${contact.blocked ? MESSAGES.unblock : MESSAGES.block} ${contact.name}`}
            disabled={pending}
            onClick={() => setBlocked.mutate(!contact.blocked)}
          >
            {contact.blocked ? MESSAGES.unblock : MESSAGES.block}
          </Button>
        ) : null}
      </span>
    </li>
  )
}
