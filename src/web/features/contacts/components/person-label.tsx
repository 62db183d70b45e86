import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Person } from '../../../../shared/schemas/contact'
import { Avatar } from '../../../ui/avatar'

/** A person in a list row: photo and name, the name linking to their public page when they have one. */
export function PersonLabel({ person, children }: { person: Person; children?: ReactNode }) {
  return (
    <>
      <Avatar src={person.photoURL || null} name={person.name} size={40} />
      <span className="min-w-0 flex-1 truncate font-medium">
        {person.profilePath ? (
          <Link to={person.profilePath} className="hover:underline">
            {person.name}
          </Link>
        ) : (
          person.name
        )}
        {children}
      </span>
    </>
  )
}
