import type { Feature } from '../feature'
import { createBlocksRoutes, createContactsRoutes } from './contacts.routes'

/** Contacts (Connect) and blocks. */
export function createContactsFeature(): Feature {
  return { routes: { '/contacts': createContactsRoutes(), '/blocks': createBlocksRoutes() }, service: undefined }
}
