import { Hono } from 'hono'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import { contactStatusQuerySchema, contactsQuerySchema } from '../../../shared/schemas/contact'
import type { AppContext } from '../../context'
import type { AuthedEnv } from '../../http/app-env'
import { requireActionLimit } from '../../http/action-limits'
import { requireUser } from '../../http/guards'
import { validate } from '../../http/validate'
import {
  addContact,
  blockUser,
  getContactStatus,
  listBlocked,
  listContacts,
  removeContact,
  unblockUser,
  type PeopleOf,
} from './contacts.service'

/** Both people's open pages refetch their contacts and buttons. */
function announceBothSides(ctx: AppContext, userId: string, contactId: string) {
  ctx.emitToUser(userId, SOCKET_EVENTS.CONTACTS_CHANGED, { userId: contactId })
  ctx.emitToUser(contactId, SOCKET_EVENTS.CONTACTS_CHANGED, { userId })
}

/** /api/contacts: the viewer's contacts (Connect, Remove, list, status for buttons). */
export function createContactsRoutes(peopleOf: PeopleOf) {
  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/', validate('query', contactsQuerySchema), async (c) => {
      const { cursor, limit } = c.req.valid('query')
      return c.json(await listContacts(c.var.ctx.database.db, peopleOf, c.var.user.id, { cursor, limit }))
    })
    .get('/status', validate('query', contactStatusQuerySchema), async (c) => {
      const { ids } = c.req.valid('query')
      return c.json({ statuses: await getContactStatus(c.var.ctx.database.db, c.var.user.id, ids) })
    })
    .post('/:userId', async (c) => {
      const { ctx, user } = c.var
      const contactId = c.req.param('userId')
      await requireActionLimit(ctx, 'contacts', user)
      await addContact(ctx.database.db, { userId: user.id, contactId })
      announceBothSides(ctx, user.id, contactId)
      return c.json({ connected: true }, 201)
    })
    .delete('/:userId', async (c) => {
      const { ctx, user } = c.var
      const contactId = c.req.param('userId')
      await removeContact(ctx.database.db, { userId: user.id, contactId })
      announceBothSides(ctx, user.id, contactId)
      return c.json({ connected: false })
    })
}

/** /api/blocks: the people the viewer blocked; /api/blocks/:userId: block (no messages or connecting either way) and unblock. */
export function createBlocksRoutes(peopleOf: PeopleOf) {
  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/', validate('query', contactsQuerySchema), async (c) => {
      const { cursor, limit } = c.req.valid('query')
      return c.json(await listBlocked(c.var.ctx.database.db, peopleOf, c.var.user.id, { cursor, limit }))
    })
    .post('/:userId', async (c) => {
      const { ctx, user } = c.var
      const blockedId = c.req.param('userId')
      await requireActionLimit(ctx, 'contacts', user)
      await blockUser(ctx.database.db, { userId: user.id, blockedId })
      ctx.emitToUser(user.id, SOCKET_EVENTS.CONTACTS_CHANGED, { userId: blockedId })
      return c.json({ blocked: true })
    })
    .delete('/:userId', async (c) => {
      const { ctx, user } = c.var
      const blockedId = c.req.param('userId')
      await unblockUser(ctx.database.db, { userId: user.id, blockedId })
      ctx.emitToUser(user.id, SOCKET_EVENTS.CONTACTS_CHANGED, { userId: blockedId })
      return c.json({ blocked: false })
    })
}
