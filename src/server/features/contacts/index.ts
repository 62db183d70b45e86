/** Contacts and blocks, and how people are named in lists; the block check every feature uses. */
export { createContactsFeature } from './contacts.feature'
export { blockedEitherWay, getPeople, getPerson, isBlockedBetween, requireNotBlocked, userExists } from './contacts.service'
