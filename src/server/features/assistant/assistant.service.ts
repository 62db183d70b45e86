import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AssistantConversation, AssistantHandoff, AssistantReplyKind } from '../../../shared/schemas/assistant'
import type { PublicExpert } from '../../../shared/schemas/expert'
import type { DB } from '../../db/schema'
import { getOffersOf } from '../consultations'
import { listedExperts, toPublicExpert, withPriceSummary } from '../experts'
import { inTransaction } from '../../db/transaction'

/** Conversations, messages, quota and expert look-up of Tio Chat. Every query is scoped to its owner. */

export interface StoredMessage {
  id: string
  role: 'user' | 'assistant'
  text: string
  kind: AssistantReplyKind | null
  handoff: AssistantHandoff | null
  createdAt: string
}

function toConversation(row: { id: string; title: string; created_at: string; updated_at: string }): AssistantConversation {
  return { id: row.id, title: row.title, createdAt: row.created_at, updatedAt: row.updated_at }
}

export async function listConversations(db: Kysely<DB>, userId: string): Promise<AssistantConversation[]> {
  const rows = await db
    .selectFrom('assistant_conversations')
    .select(['id', 'title', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute()
  return rows.map(toConversation)
}

export async function createConversation(db: Kysely<DB>, userId: string, title = 'New conversation'): Promise<AssistantConversation> {
  const now = new Date().toISOString()
  const row = { id: randomUUID(), user_id: userId, title, created_at: now, updated_at: now }
  await db.insertInto('assistant_conversations').values(row).execute()
  return toConversation(row)
}

/** The conversation if `userId` owns it, else null (callers answer 404 either way). */
export async function getConversation(db: Kysely<DB>, userId: string, id: string): Promise<AssistantConversation | null> {
  const row = await db
    .selectFrom('assistant_conversations')
    .select(['id', 'title', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ? toConversation(row) : null
}

export async function renameConversation(db: Kysely<DB>, userId: string, id: string, title: string): Promise<AssistantConversation | null> {
  const result = await db
    .updateTable('assistant_conversations')
    .set({ title, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return null
  return getConversation(db, userId, id)
}

export async function deleteConversation(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom('assistant_conversations').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (Number(result.numDeletedRows) === 0) return false
    await trx.deleteFrom('assistant_messages').where('conversation_id', '=', id).where('user_id', '=', userId).execute()
    return true
  })
}

export async function listMessages(db: Kysely<DB>, userId: string, conversationId: string): Promise<StoredMessage[]> {
  const rows = await db
    .selectFrom('assistant_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    role: r.role === 'assistant' ? 'assistant' : 'user',
    text: r.text,
    kind: (r.kind as AssistantReplyKind | null) ?? null,
    handoff: r.data ? (JSON.parse(r.data) as AssistantHandoff) : null,
    createdAt: r.created_at,
  }))
}

export async function addMessage(
  db: Kysely<DB>,
  userId: string,
  conversationId: string,
  message: { id?: string; role: 'user' | 'assistant'; text: string; kind?: AssistantReplyKind | null; handoff?: AssistantHandoff | null },
  /** When the message was written (a claimed visitor transcript gives each turn its own time). */
  at = Date.now(),
): Promise<string> {
  const id = message.id ?? randomUUID()
  // A user message and the reply may share a millisecond: the reply sorts after by time then id.
  const now = new Date(at + (message.role === 'assistant' ? 1 : 0)).toISOString()
  await db
    .insertInto('assistant_messages')
    .values({
      id,
      conversation_id: conversationId,
      user_id: userId,
      role: message.role,
      text: message.text,
      kind: message.kind ?? null,
      data: message.handoff ? JSON.stringify(message.handoff) : null,
      created_at: now,
    })
    .execute()
  await db
    .updateTable('assistant_conversations')
    .set({ updated_at: now })
    .where('id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute()
  return id
}

/** Messages the user sent to Tio Chat since midnight UTC (the daily quota). */
export async function messagesToday(db: Kysely<DB>, userId: string, now = new Date()): Promise<number> {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString()
  const row = await db
    .selectFrom('assistant_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('role', '=', 'user')
    .where('created_at', '>=', midnight)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A title from the first question: its first words. */
export function titleFrom(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= 60 ? clean : `${clean.slice(0, 57).replace(/\s+\S*$/, '')}…`
}

/**
 * Up to `limit` approved, active experts from each field's best candidates (user ids, best first;
 * the brain keeps them, see fields.ts) in order of relevance: the best of the first field first,
 * then the best of the next, round-robin, so the first card is always of the most relevant field.
 * Never the asking user themselves, never one suspended or unapproved since.
 */
export async function findExperts(
  db: Kysely<DB>,
  candidates: string[][],
  options: { limit?: number; excludeUserId?: string } = {},
): Promise<PublicExpert[]> {
  const limit = options.limit ?? 3
  const ids = [...new Set(candidates.slice(0, 5).flat())].filter((id) => id !== options.excludeUserId)
  if (ids.length === 0) return []
  const rows = await listedExperts(db).selectAll().where('user_id', 'in', ids).execute()
  const byId = new Map(rows.map((r) => [r.user_id, r]))
  const perField = candidates.slice(0, 5).map((list) => list.filter((id) => byId.has(id)))
  const out: PublicExpert[] = []
  const seen = new Set<string>()
  for (let round = 0; out.length < limit && perField.some((l) => l.length > round); round++) {
    for (const list of perField) {
      const id = list[round]
      if (id && !seen.has(id) && out.length < limit) {
        seen.add(id)
        out.push(toPublicExpert(byId.get(id)!))
      }
    }
  }
  const offers = await getOffersOf(
    db,
    out.map((e) => e.uid),
  )
  return out.map((e) => withPriceSummary(e, offers.get(e.uid)))
}

/** Account deletion: the user's Tio Chat conversations and messages go with them (no foreign key to user). */
export async function deleteAssistantDataOf(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('assistant_messages').where('user_id', '=', userId).execute()
  await db.deleteFrom('assistant_conversations').where('user_id', '=', userId).execute()
}
