import { Hono } from 'hono'
import {
  CALL_RING_TIMEOUT_MS,
  callsQuerySchema,
  createCallInputSchema,
  createRoomInputSchema,
  type CallAction,
  type CallsConfig,
} from '../../../shared/schemas/call'
import type { AuthedEnv } from '../../http/app-env'
import { requireActionLimit } from '../../http/action-limits'
import { requireUser } from '../../http/guards'
import { validate } from '../../http/validate'
import type { PeopleOf } from '../contacts'
import { applyCallAction, createCall, getCall, getOrCreateRoom, listCalls, listRooms, roomFor } from './calls.service'

/** /api/rooms: the signed-in user's rooms (DATA-32); POST creates or returns the room for a pair. */
export function createRoomsRoutes(peopleOf: PeopleOf) {
  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/', validate('query', callsQuerySchema), async (c) =>
      c.json(await listRooms(c.var.ctx.database.db, peopleOf, c.var.user.id, c.req.valid('query'))),
    )
    .post('/', validate('json', createRoomInputSchema), async (c) => {
      const { ctx, user } = c.var
      const { row, created } = await getOrCreateRoom(ctx, peopleOf, user.id, c.req.valid('json').otherUserId)
      return c.json({ room: await roomFor(ctx.database.db, peopleOf, row, user.id), created }, created ? 201 : 200)
    })
}

/** /api/calls: voice and video calls between two users (DATA-32, CALL-15); only the two participants. */
export function createCallsRoutes(peopleOf: PeopleOf) {
  return new Hono<AuthedEnv>()
    .use(requireUser)
    .get('/config', (c) => c.json({ iceServers: c.var.ctx.config.iceServers, ringTimeoutMs: CALL_RING_TIMEOUT_MS } satisfies CallsConfig))
    .get('/', validate('query', callsQuerySchema), async (c) =>
      c.json(await listCalls(c.var.ctx, peopleOf, c.var.user.id, c.req.valid('query'))),
    )
    .post('/', validate('json', createCallInputSchema), async (c) => {
      await requireActionLimit(c.var.ctx, 'calls', c.var.user)
      return c.json({ call: await createCall(c.var.ctx, peopleOf, c.var.user.id, c.req.valid('json')) }, 201)
    })
    .get('/:id', async (c) => c.json({ call: await getCall(c.var.ctx, peopleOf, c.req.param('id'), c.var.user.id) }))
    .post('/:id/:action{accept|decline|end}', async (c) => {
      const { ctx, user } = c.var
      return c.json({ call: await applyCallAction(ctx, peopleOf, c.req.param('id'), user.id, c.req.param('action') as CallAction) })
    })
}
