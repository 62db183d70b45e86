import { randomUUID } from 'node:crypto'
import type { AppContext } from '../context'
import type { ChatSender } from '../features/chat/chat.send'
import { markChatRead } from '../features/chat/chat.service'
import { addContact } from '../features/contacts/contacts.service'

const CONVERSATIONS = [
  {
    occupation: 'Family Lawyer',
    connect: true,
    readAll: false,
    lines: [
      ['user', "Hi! Tio Chat suggested you. My ex and I can't agree on where our two kids should live during the school week."],
      [
        'expert',
        "Hello, thanks for reaching out. That's one of the most common questions I help with, and most couples settle it without a judge.",
      ],
      ['expert', 'Could you tell me how far apart you live, and how old the children are? Then we can look at the usual arrangements.'],
    ],
  },
  {
    occupation: 'Plumber',
    connect: false,
    readAll: true,
    lines: [
      ['user', 'Our kitchen sink drains really slowly and gurgles. Is that something you can look at remotely first?'],
      [
        'expert',
        'Yes. Pour a kettle of hot water with a cup of baking soda down it and tell me what happens. Gurgling usually means a vent or a partial blockage.',
      ],
      ['user', 'Much better already, thank you!'],
    ],
  },
] as const

/**
 * Demo conversations between the demo user and two demo experts: one with an unread reply (the
 * 'Messages' indicator), one fully read. Stored through the chat service, like real messages.
 */
export async function seedDemoConversations(ctx: AppContext, sendMessage: ChatSender['send'], demoUserEmail: string): Promise<void> {
  const { db } = ctx.database
  const demo = await db.selectFrom('user').select('id').where('email', '=', demoUserEmail).executeTakeFirst()
  if (!demo) return
  for (const conversation of CONVERSATIONS) {
    const expert = await db
      .selectFrom('expert_applications')
      .select('user_id')
      .where('occupation', '=', conversation.occupation)
      .where('approved', '=', 1)
      .orderBy('rating', 'desc')
      .executeTakeFirst()
    if (!expert) continue
    let chatId = ''
    for (const [from, body] of conversation.lines) {
      const [senderId, receiverId] = from === 'user' ? [demo.id, expert.user_id] : [expert.user_id, demo.id]
      const { message } = await sendMessage({ senderId, receiverId, clientId: randomUUID(), body })
      chatId = message.chatId
      // The demo user has read everything up to the expert's replies that are meant to be new.
      if (from === 'user' || conversation.readAll) {
        await markChatRead(db, chatId, receiverId)
      }
    }
    if (conversation.readAll) await markChatRead(db, chatId, demo.id)
    if (conversation.connect) await addContact(db, { userId: demo.id, contactId: expert.user_id })
  }
}
