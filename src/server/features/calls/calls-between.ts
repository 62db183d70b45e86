import type { ExpressionBuilder, Kysely } from 'kysely'
import type { DB } from '../../db/schema'

const between = (a: string, b: string) => (eb: ExpressionBuilder<DB, 'calls'>) =>
  eb.or([eb.and([eb('caller_id', '=', a), eb('callee_id', '=', b)]), eb.and([eb('caller_id', '=', b), eb('callee_id', '=', a)])])

/** True when a call between the two was accepted, started at or after `since` (a booking's delivery). */
export async function acceptedCallSince(db: Kysely<DB>, a: string, b: string, since: string): Promise<boolean> {
  const call = await db
    .selectFrom('calls')
    .select('id')
    .where(between(a, b))
    .where('accepted_at', 'is not', null)
    .where('created_at', '>=', since)
    .executeTakeFirst()
  return Boolean(call)
}

/** The first `limit` calls between the two started at or after `since`, oldest first (a dispute's evidence). */
export async function callsBetweenSince(db: Kysely<DB>, a: string, b: string, since: string, limit: number) {
  const calls = await db
    .selectFrom('calls')
    .select(['id', 'kind', 'status', 'created_at', 'accepted_at', 'ended_at'])
    .where(between(a, b))
    .where('created_at', '>=', since)
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute()
  return calls.map((c) => ({
    id: c.id,
    kind: c.kind,
    status: c.status,
    createdAt: c.created_at,
    acceptedAt: c.accepted_at,
    endedAt: c.ended_at,
  }))
}
