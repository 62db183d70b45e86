import type { BlockedPerson } from '../../../../shared/schemas/contact'
import { MESSAGES } from '../../../../shared/messages'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import { Button } from '../../../ui/button'
import { PagedList } from '../../../ui/paged-list'
import { CONTACT_KEYS, fetchBlocked } from '../contacts-api'
import { useSetBlocked } from '../hooks/use-block'
import { useContactsLive } from '../hooks/use-contacts-live'
import { PersonLabel } from './person-label'

/** Everyone the viewer blocked, contacts or not, each with Unblock (for /profile). */
export function BlockedList({ className }: { className?: string }) {
  useContactsLive()
  const query = useCursorPages(CONTACT_KEYS.blocked, fetchBlocked)
  return (
    <PagedList
      query={query}
      items={(page) => page.blocked}
      label="Blocked people"
      empty={MESSAGES.noOneBlocked}
      more="More"
      className={className}
    >
      {(person) => <BlockedRow key={person.id} person={person} />}
    </PagedList>
  )
}

function BlockedRow({ person }: { person: BlockedPerson }) {
  const unblock = useSetBlocked(person.id)
  return (
    <li className="flex items-center gap-3 py-3" data-testid="blocked-person">
      <PersonLabel person={person} />
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${MESSAGES.unblock} ${person.name}`}
        disabled={unblock.isPending}
        onClick={() => unblock.mutate(false)}
      >
        {MESSAGES.unblock}
      </Button>
    </li>
  )
}
