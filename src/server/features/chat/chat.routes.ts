import { Hono } from 'hono'
import { messagesQuerySchema, sendMessageInputSchema } from '../../../shared/schemas/chat'
import { contactsQuerySchema } from '../../../shared/schemas/contact'
import type { AuthedEnv } from '../../http/app-env'
import { requireUser } from '../../http/guards'
import { validate } from '../../http/validate'
import { countUnread, findChatBetween, getMessagesWith, listChats, listMessages, readChat, requireParticipant } from './chat.service'
import type { PeopleService } from '../contacts'
import type { ChatSender } from './chat.send'

/** /api/chats: conversations between two users; only the two participants can read or write one. */
export function createChatRoutes(sender: ChatSender, people: PeopleService) {
  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/', validate('query', contactsQuerySchema), async (c) => {
      const { cursor, limit } = c.req.valid('query')
      return c.json(await listChats(c.var.ctx.database.db, people.peopleOf, c.var.user.id, { cursor, limit }))
    })
    .get('/unread', async (c) => c.json({ count: await countUnread(c.var.ctx.database.db, c.var.user.id) }))
    .get('/with/:userId/messages', validate('query', messagesQuerySchema), async (c) => {
      const page = await getMessagesWith(c.var.ctx.database.db, people, c.var.user.id, c.req.param('userId'), c.req.valid('query'))
      return c.json(page)
    })
    .post('/with/:userId/messages', validate('json', sendMessageInputSchema), async (c) => {
      const { user } = c.var
      const { clientId, body, source, attachmentId } = c.req.valid('json')
      const sent = await sender.send({
        senderId: user.id,
        receiverId: c.req.param('userId'),
        clientId,
        body,
        source,
        attachmentId,
        senderVerified: user.emailVerified,
      })
      const { message, duplicate } = sent
      // Announce retries too: the first attempt may have died between commit and emit.
      await sender.announce(sent)
      return c.json({ message, duplicate }, duplicate ? 200 : 201)
    })
    .post('/with/:userId/read', async (c) => {
      const { ctx, user } = c.var
      const chat = await findChatBetween(ctx.database.db, user.id, c.req.param('userId'))
      const receipt = chat ? await readChat(ctx, chat, user.id) : null
      return c.json({ receipt })
    })
    .get('/:chatId/messages', validate('query', messagesQuerySchema), async (c) => {
      const { db } = c.var.ctx.database
      const chat = await requireParticipant(db, c.req.param('chatId'), c.var.user.id)
      return c.json({ chatId: chat.id, ...(await listMessages(db, chat.id, c.req.valid('query'))) })
    })
    .post('/:chatId/read', async (c) => {
      const { ctx, user } = c.var
      const chat = await requireParticipant(ctx.database.db, c.req.param('chatId'), user.id)
      return c.json({ receipt: await readChat(ctx, chat, user.id) })
    })
}
