import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import {
  CALL_RING_TIMEOUT_MS,
  type Call,
  type CallAction,
  type CallKind,
  type CallSignal,
  type CallsPage,
  type CallStatus,
  type Room,
} from '../../../shared/schemas/call'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { requireNotBlocked, userExists, type PeopleOf } from '../contacts'
import type { CallsTable, RoomsTable } from './calls.tables'
import { beyondCursor, keysetPage } from '../../db/keyset'
import { MESSAGES } from '../../../shared/messages'

const PAGE_SIZE = 20

/** `${userId}_${random}`: ids of rooms and calls start with their creator's user id (DATA-32). */
export const prefixedId = (userId: string) => `${userId}_${randomBytes(12).toString('base64url')}`
const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`)

// ---------------------------------------------------------------------------------------------
// Call state machine: pure, with the clock passed in (so "missed after 30 s" is testable).
// ---------------------------------------------------------------------------------------------

export type CallState = Pick<Selectable<CallsTable>, 'status' | 'caller_id' | 'callee_id' | 'created_at'>
export interface CallPatch {
  status: CallStatus
  accepted_at?: string
  ended_at?: string
}

/** True when the call has rung for CALL_RING_TIMEOUT_MS without an answer. */
export function isRingingExpired(call: Pick<CallState, 'status' | 'created_at'>, now: Date): boolean {
  return call.status === 'ringing' && now.getTime() - Date.parse(call.created_at) >= CALL_RING_TIMEOUT_MS
}

/** The status a stored call really has at `now`: a ringing call past its time is missed. */
export function effectiveStatus(call: Pick<CallState, 'status' | 'created_at'>, now: Date): CallStatus {
  return isRingingExpired(call, now) ? 'missed' : (call.status as CallStatus)
}

const refusedTransition = (status: CallStatus) =>
  new ApiError(
    409,
    'invalid-call-state',
    status === 'missed' ? 'This call was missed: it is over.' : `This call is ${status}: that is no longer possible.`,
  )

/**
 * What `action` by `actorId` does to the call at `now` (DATA-32):
 * ringing → accepted (callee accepts) | declined (callee declines or hangs up) | ended (caller hangs up);
 * accepted → ended (either hangs up); ringing for 30 s → missed; ended, missed, declined are final.
 * Throws 403 for someone outside the call or the wrong side, 409 for a transition that is not allowed.
 */
export function transitionCall(call: CallState, action: CallAction, actorId: string, now: Date): CallPatch {
  const isCaller = actorId === call.caller_id
  const isCallee = actorId === call.callee_id
  if (!isCaller && !isCallee) throw new ApiError(403, 'forbidden', 'Only the two people in a call can change it.')
  const status = effectiveStatus(call, now)
  const at = now.toISOString()
  if (status === 'ringing') {
    if (action === 'accept' || action === 'decline') {
      if (!isCallee) throw new ApiError(403, 'forbidden', 'Only the person being called can accept or decline the call.')
      return action === 'accept' ? { status: 'accepted', accepted_at: at } : { status: 'declined', ended_at: at }
    }
    return { status: isCaller ? 'ended' : 'declined', ended_at: at }
  }
  if (status === 'accepted' && action === 'end') return { status: 'ended', ended_at: at }
  throw refusedTransition(status)
}

// ---------------------------------------------------------------------------------------------
// Rooms
// ---------------------------------------------------------------------------------------------

async function toRooms(db: Kysely<DB>, peopleOf: PeopleOf, rows: Selectable<RoomsTable>[], viewerId: string): Promise<Room[]> {
  const otherOf = (r: Selectable<RoomsTable>) => (r.creator_id === viewerId ? r.other_id : r.creator_id)
  const people = await peopleOf(db, rows.map(otherOf))
  return rows.map((r) => ({
    id: r.id,
    creatorId: r.creator_id,
    otherId: r.other_id,
    other: people.get(otherOf(r))!,
    createdAt: r.created_at,
  }))
}

async function requireOtherParticipant(db: Kysely<DB>, userId: string, otherId: string) {
  if (userId === otherId) throw new ApiError(400, 'bad-request', 'You cannot call yourself or open a room with yourself.')
  if (!(await userExists(db, otherId))) throw new ApiError(404, 'not-found', MESSAGES.noSuchUser)
  await requireNotBlocked(db, userId, otherId)
}

/** The pair's room, created by `creatorId` if there is none yet (pushed live to both then). */
export async function getOrCreateRoom(
  ctx: AppContext,
  peopleOf: PeopleOf,
  creatorId: string,
  otherId: string,
  now = new Date(),
): Promise<{ row: Selectable<RoomsTable>; created: boolean }> {
  const { db } = ctx.database
  await requireOtherParticipant(db, creatorId, otherId)
  const key = pairKey(creatorId, otherId)
  const id = prefixedId(creatorId)
  await db
    .insertInto('rooms')
    .values({ id, creator_id: creatorId, other_id: otherId, pair_key: key, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('pair_key').doNothing())
    .execute()
  const row = await db.selectFrom('rooms').selectAll().where('pair_key', '=', key).executeTakeFirstOrThrow()
  const created = row.id === id
  if (created) {
    for (const viewer of [creatorId, otherId]) {
      const [room] = await toRooms(db, peopleOf, [row], viewer)
      ctx.emitToUser(viewer, SOCKET_EVENTS.ROOM_CREATED, room!)
    }
  }
  return { row, created }
}

export async function roomFor(db: Kysely<DB>, peopleOf: PeopleOf, row: Selectable<RoomsTable>, viewerId: string): Promise<Room> {
  const [room] = await toRooms(db, peopleOf, [row], viewerId)
  return room!
}

export async function listRooms(
  db: Kysely<DB>,
  peopleOf: PeopleOf,
  userId: string,
  { cursor, limit = PAGE_SIZE }: { cursor?: string; limit?: number },
): Promise<{ rooms: Room[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('rooms')
    .selectAll()
    .where((eb) => eb.or([eb('creator_id', '=', userId), eb('other_id', '=', userId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
  if (cursor) query = query.where(beyondCursor(cursor, 'created_at', 'id'))
  const { page, nextCursor } = keysetPage(await query.execute(), limit, (r) => [r.created_at, r.id])
  return { rooms: await toRooms(db, peopleOf, page, userId), nextCursor }
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

async function toCalls(db: Kysely<DB>, peopleOf: PeopleOf, rows: Selectable<CallsTable>[], now: Date): Promise<Call[]> {
  const people = await peopleOf(db, [...new Set(rows.flatMap((r) => [r.caller_id, r.callee_id]))])
  return rows.map((r) => ({
    id: r.id,
    roomId: r.room_id,
    callerId: r.caller_id,
    calleeId: r.callee_id,
    caller: people.get(r.caller_id)!,
    callee: people.get(r.callee_id)!,
    kind: r.kind as CallKind,
    status: effectiveStatus(r, now),
    createdAt: r.created_at,
    acceptedAt: r.accepted_at,
    endedAt: r.ended_at ?? (isRingingExpired(r, now) ? new Date(Date.parse(r.created_at) + CALL_RING_TIMEOUT_MS).toISOString() : null),
  }))
}

async function announceCall(ctx: AppContext, peopleOf: PeopleOf, row: Selectable<CallsTable>, now: Date): Promise<Call> {
  const [call] = await toCalls(ctx.database.db, peopleOf, [row], now)
  ctx.emitToUser(row.caller_id, SOCKET_EVENTS.CALL_UPDATED, call!)
  ctx.emitToUser(row.callee_id, SOCKET_EVENTS.CALL_UPDATED, call!)
  return call!
}

/** Stores `patch` only if the call is still in `from` (a concurrent change wins otherwise). */
async function updateIf(db: Kysely<DB>, id: string, from: string, patch: CallPatch) {
  return db.updateTable('calls').set(patch).where('id', '=', id).where('status', '=', from).returningAll().executeTakeFirst()
}

/**
 * Marks ringing calls older than the ring timeout as missed and pushes the change; for one user's
 * calls, or every call when userId is omitted. Safe to run from several instances at once.
 */
export async function settleExpiredCalls(
  ctx: AppContext,
  peopleOf: PeopleOf,
  { userId, callId }: { userId?: string; callId?: string } = {},
  now = new Date(),
) {
  const { db } = ctx.database
  const cutoff = new Date(now.getTime() - CALL_RING_TIMEOUT_MS).toISOString()
  let query = db.selectFrom('calls').selectAll().where('status', '=', 'ringing').where('created_at', '<=', cutoff)
  if (userId) query = query.where((eb) => eb.or([eb('caller_id', '=', userId), eb('callee_id', '=', userId)]))
  if (callId) query = query.where('id', '=', callId)
  for (const row of await query.execute()) {
    const endedAt = new Date(Date.parse(row.created_at) + CALL_RING_TIMEOUT_MS).toISOString()
    const updated = await updateIf(db, row.id, 'ringing', { status: 'missed', ended_at: endedAt })
    if (updated) await announceCall(ctx, peopleOf, updated, now)
  }
}

/** Starts a ringing call (in the pair's room), pushed live to both; missed after the ring timeout. */
export async function createCall(
  ctx: AppContext,
  peopleOf: PeopleOf,
  callerId: string,
  input: { calleeId: string; kind: CallKind },
  now = new Date(),
) {
  const { db } = ctx.database
  const { row: room } = await getOrCreateRoom(ctx, peopleOf, callerId, input.calleeId, now)
  const row = await db
    .insertInto('calls')
    .values({
      id: prefixedId(callerId),
      room_id: room.id,
      caller_id: callerId,
      callee_id: input.calleeId,
      kind: input.kind,
      status: 'ringing',
      created_at: now.toISOString(),
      accepted_at: null,
      ended_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  const timer = setTimeout(() => {
    settleExpiredCalls(ctx, peopleOf, { callId: row.id }).catch((error: unknown) =>
      ctx.logger.debug({ err: error }, 'settling a missed call failed'),
    )
  }, CALL_RING_TIMEOUT_MS + 50)
  timer.unref()
  return announceCall(ctx, peopleOf, row, now)
}

/** The call if the user is the caller or the callee: 404 when there is none, 403 for anyone else. */
export async function requireCallParticipant(db: Kysely<DB>, callId: string, userId: string) {
  const row = await db.selectFrom('calls').selectAll().where('id', '=', callId).executeTakeFirst()
  if (!row) throw new ApiError(404, 'not-found', 'No such call.')
  if (row.caller_id !== userId && row.callee_id !== userId)
    throw new ApiError(403, 'forbidden', 'Only the two people in a call can see or change it.')
  return row
}

/** accept / decline / end, by a participant; pushed live to both. */
export async function applyCallAction(
  ctx: AppContext,
  peopleOf: PeopleOf,
  callId: string,
  actorId: string,
  action: CallAction,
  now = new Date(),
): Promise<Call> {
  const { db } = ctx.database
  const row = await requireCallParticipant(db, callId, actorId)
  if (isRingingExpired(row, now)) await settleExpiredCalls(ctx, peopleOf, { callId }, now)
  const patch = transitionCall(row, action, actorId, now)
  const updated = await updateIf(db, row.id, row.status, patch)
  if (!updated) {
    const current = await db.selectFrom('calls').select(['status', 'created_at']).where('id', '=', callId).executeTakeFirstOrThrow()
    throw refusedTransition(effectiveStatus(current, now))
  }
  return announceCall(ctx, peopleOf, updated, now)
}

export async function getCall(ctx: AppContext, peopleOf: PeopleOf, callId: string, userId: string, now = new Date()): Promise<Call> {
  const row = await requireCallParticipant(ctx.database.db, callId, userId)
  const [call] = await toCalls(ctx.database.db, peopleOf, [row], now)
  return call!
}

/** The user's calls, newest first, with cursor pagination; ringing calls past their time are settled first. */
export async function listCalls(
  ctx: AppContext,
  peopleOf: PeopleOf,
  userId: string,
  { cursor, limit = PAGE_SIZE }: { cursor?: string; limit?: number },
  now = new Date(),
): Promise<CallsPage> {
  const { db } = ctx.database
  await settleExpiredCalls(ctx, peopleOf, { userId }, now)
  let query = db
    .selectFrom('calls')
    .selectAll()
    .where((eb) => eb.or([eb('caller_id', '=', userId), eb('callee_id', '=', userId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
  if (cursor) query = query.where(beyondCursor(cursor, 'created_at', 'id'))
  const { page, nextCursor } = keysetPage(await query.execute(), limit, (r) => [r.created_at, r.id])
  return { calls: await toCalls(db, peopleOf, page, now), nextCursor }
}

/**
 * The finished calls between two people (ended, declined, missed, or ringing past its time), for their
 * conversation's timeline (issue 22 item 1): `limit` of them beyond a (created_at, id) cursor, newest
 * first when paging back (`before`), oldest first when paging forward (`after`).
 */
export async function listFinishedCallsBetween(
  db: Kysely<DB>,
  peopleOf: PeopleOf,
  a: string,
  b: string,
  { before, after, limit }: { before?: string; after?: string; limit: number },
  now = new Date(),
): Promise<Call[]> {
  const forward = Boolean(after)
  const cutoff = new Date(now.getTime() - CALL_RING_TIMEOUT_MS).toISOString()
  let query = db
    .selectFrom('calls')
    .selectAll()
    .where((eb) =>
      eb.or([eb.and([eb('caller_id', '=', a), eb('callee_id', '=', b)]), eb.and([eb('caller_id', '=', b), eb('callee_id', '=', a)])]),
    )
    .where((eb) =>
      eb.or([eb('status', 'in', ['ended', 'declined', 'missed']), eb.and([eb('status', '=', 'ringing'), eb('created_at', '<=', cutoff)])]),
    )
    .orderBy('created_at', forward ? 'asc' : 'desc')
    .orderBy('id', forward ? 'asc' : 'desc')
    .limit(limit)
  if (before) query = query.where(beyondCursor(before, 'created_at', 'id', 'older'))
  if (after) query = query.where(beyondCursor(after, 'created_at', 'id', 'newer'))
  return toCalls(db, peopleOf, await query.execute(), now)
}

/** Relays a WebRTC offer, answer or ICE candidate to the other participant of a ringing or accepted call. */
export async function relaySignal(ctx: AppContext, fromUserId: string, signal: CallSignal, now = new Date()): Promise<void> {
  const row = await requireCallParticipant(ctx.database.db, signal.callId, fromUserId)
  const status = effectiveStatus(row, now)
  if (status !== 'ringing' && status !== 'accepted') throw refusedTransition(status)
  const to = row.caller_id === fromUserId ? row.callee_id : row.caller_id
  ctx.emitToUser(to, SOCKET_EVENTS.CALL_SIGNAL, { ...signal, fromUserId })
}
