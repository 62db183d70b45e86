import type { Kysely } from 'kysely'
import type { Person } from '../../../shared/schemas/contact'
import type { DB } from '../../db/schema'
import type { Feature } from '../feature'
import { createBlocksRoutes, createContactsRoutes } from './contacts.routes'
import { getPeople, type PeopleOf, type ProfileCardsOf } from './contacts.service'

/** How people are named in every list (calls, chats, pushes, the data export). */
export interface PeopleService {
  /** Name and photo of each user as lists show them (profile, else approved expert record, else the account), by id. */
  peopleOf: PeopleOf
  personOf: (db: Kysely<DB>, id: string) => Promise<Person>
}

/** Contacts (Connect) and blocks, and how people are named in lists. */
export function createContactsFeature(deps: { profileCardsOf: ProfileCardsOf }): Feature<PeopleService> {
  const peopleOf: PeopleOf = (db, ids) => getPeople(db, deps.profileCardsOf, ids)
  return {
    routes: { '/contacts': createContactsRoutes(peopleOf), '/blocks': createBlocksRoutes(peopleOf) },
    service: { peopleOf, personOf: async (db, id) => (await peopleOf(db, [id])).get(id)! },
  }
}
