/** Contacts and blocks, and how people are named in lists; the block check every feature uses. */
export { createContactsFeature, type PeopleService } from './contacts.feature'
export { blockedEitherWay, isBlockedBetween, requireNotBlocked, userExists, type PeopleOf } from './contacts.service'
