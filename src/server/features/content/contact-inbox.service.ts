import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ContactInboxPage, ContactReply, InboxMessage } from '../../../shared/schemas/content'
import { CONTACT_TOPICS, type ContactTopic } from '../../../shared/schemas/content'
import type { SessionUser } from '../../auth/auth'
import type { AppContext } from '../../context'
import { beyondCursor, keysetPage } from '../../db/keyset'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { inTransaction } from '../../db/transaction'

/** One page of the operator's inbox of contact messages, open or handled, newest first, each with the replies sent. */
export async function listInbox(
  db: Kysely<DB>,
  query: { state: 'open' | 'handled'; cursor?: string; limit: number },
): Promise<ContactInboxPage> {
  let q = db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'topic', 'message', 'created_at', 'handled', 'handled_at'])
    .where('handled', '=', query.state === 'handled' ? 1 : 0)
  if (query.cursor) q = q.where(beyondCursor(query.cursor, 'created_at', 'id'))
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit + 1).execute()
  const { page, nextCursor } = keysetPage(rows, query.limit, (r) => [r.created_at, r.id])
  const replies = page.length
    ? await db
        .selectFrom('contact_replies')
        .select(['message_id', 'body', 'operator_email', 'created_at'])
        .where(
          'message_id',
          'in',
          page.map((r) => r.id),
        )
        .orderBy('created_at')
        .execute()
    : []
  const messages: InboxMessage[] = page.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    topic: r.topic as ContactTopic,
    message: r.message,
    createdAt: r.created_at,
    handled: r.handled === 1,
    handledAt: r.handled_at,
    replies: replies
      .filter((reply) => reply.message_id === r.id)
      .map((reply): ContactReply => ({ body: reply.body, operatorEmail: reply.operator_email, createdAt: reply.created_at })),
  }))
  return { messages, nextCursor }
}

async function requireMessage(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('contact_messages').select(['id', 'name', 'email', 'topic', 'message']).where('id', '=', id).executeTakeFirst()
  if (!row) throw new ApiError(404, 'not-found', 'No contact message with this id.')
  return row
}

/** Marks a contact message handled or open again (the console's Undo). */
export async function setHandled(db: Kysely<DB>, operator: SessionUser, id: string, handled: boolean): Promise<void> {
  await requireMessage(db, id)
  await db
    .updateTable('contact_messages')
    .set(handled ? { handled: 1, handled_at: new Date().toISOString(), handled_by: operator.email } : { handled: 0, handled_at: null, handled_by: null })
    .where('id', '=', id)
    .execute()
}

/**
 * Emails the operator's reply to the sender (quoting the message), keeps it with the message and
 * marks the message handled. Stored only once the mail was accepted, so a failed send changes nothing.
 */
export async function replyToContact(ctx: AppContext, operator: SessionUser, id: string, body: string): Promise<ContactReply> {
  const { db } = ctx.database
  const message = await requireMessage(db, id)
  const topic = CONTACT_TOPICS[message.topic as ContactTopic] ?? message.topic
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  try {
    await ctx.mailer.send({
      to: message.email,
      subject: `Re: ${topic}`,
      text: `Hi ${message.name},\n\n${body}\n\nThe Tio team\n\nYou wrote to us:\n${quoted}`,
    })
  } catch (error) {
    ctx.logger.error({ err: error, messageId: id }, 'contact reply email failed')
    throw new ApiError(502, 'mail-failed', 'The reply could not be sent. Nothing was saved; please try again.')
  }
  const now = new Date().toISOString()
  await inTransaction(db, async (trx) => {
    await trx.insertInto('contact_replies').values({ id: randomUUID(), message_id: id, operator_email: operator.email, body, created_at: now }).execute()
    await trx.updateTable('contact_messages').set({ handled: 1, handled_at: now, handled_by: operator.email }).where('id', '=', id).execute()
  })
  return { body, operatorEmail: operator.email, createdAt: now }
}
