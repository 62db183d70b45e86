import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import {
  availabilityInputSchema,
  bookingActionSchema,
  bookingInputSchema,
  disputeDecisionSchema,
  offersInputSchema,
  slotsQuerySchema,
} from '../../../shared/schemas/consultation'
import type { AppEnv, AuthedEnv } from '../../http/app-env'
import { requireOperator, requireUser, requireVerifiedEmail } from '../../http/guards'
import { validate } from '../../http/validate'
import {
  actOnBooking,
  createBooking,
  decideDispute,
  getBookingFor,
  listBookings,
  listDisputes,
  listSlots,
  toBooking,
} from './bookings.service'
import { getAvailability, getOffers, requireApprovedExpert, setAvailability, setOffers } from './offers.service'

export const expertIdParam = z.object({ expertId: z.string().min(1).max(100) })
export const bookingIdParam = z.object({ id: z.string().min(1).max(100) })

/** After requireUser: 403 unless an approved, unsuspended expert, before the input is read (access 'expert'). */
const requireExpert = createMiddleware<AuthedEnv>(async (c, next) => {
  await requireApprovedExpert(c.var.ctx.database.db, c.var.user.id)
  await next()
})

/** /api/consultations: offers, availability, slots, bookings and their disputes (issue 23). */
export function createConsultationsRoutes() {
  return new Hono<AppEnv>()
    .get('/offers/:expertId', validate('param', expertIdParam), async (c) =>
      c.json(await getOffers(c.var.ctx.database.db, c.req.valid('param').expertId)),
    )
    .put('/offers', requireUser, requireExpert, validate('json', offersInputSchema), async (c) =>
      c.json(await setOffers(c.var.ctx, c.var.user.id, c.req.valid('json'))),
    )
    .get('/availability', requireUser, requireExpert, async (c) => c.json(await getAvailability(c.var.ctx.database.db, c.var.user.id)))
    .put('/availability', requireUser, requireExpert, validate('json', availabilityInputSchema), async (c) =>
      c.json(await setAvailability(c.var.ctx, c.var.user.id, c.req.valid('json'))),
    )
    .get('/slots/:expertId', validate('param', expertIdParam), validate('query', slotsQuerySchema), async (c) => {
      const { kind, from } = c.req.valid('query')
      c.header('cache-control', 'no-store')
      const free = await listSlots(
        c.var.ctx.database.db,
        c.req.valid('param').expertId,
        kind,
        new Date(),
        from ? new Date(from) : undefined,
      )
      return c.json({ ...free, freeCancelHours: c.var.ctx.config.consultations.freeCancelHours })
    })
    .get('/bookings', requireUser, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json({
        bookings: await listBookings(c.var.ctx.database.db, c.var.user.id, {
          freeCancelHours: c.var.ctx.config.consultations.freeCancelHours,
        }),
      })
    })
    .post('/bookings', requireUser, requireVerifiedEmail, validate('json', bookingInputSchema), async (c) =>
      c.json({ booking: await createBooking(c.var.ctx, c.var.user.id, c.req.valid('json')) }, 201),
    )
    .get('/bookings/:id', requireUser, validate('param', bookingIdParam), async (c) => {
      c.header('cache-control', 'no-store')
      return c.json({ booking: toBooking(await getBookingFor(c.var.ctx.database.db, c.req.valid('param').id, c.var.user.id)) })
    })
    .post('/bookings/:id/actions', requireUser, validate('param', bookingIdParam), validate('json', bookingActionSchema), async (c) =>
      c.json({ booking: await actOnBooking(c.var.ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .get('/disputes', requireOperator, async (c) =>
      c.json({ bookings: await listDisputes(c.var.ctx.database.db, c.var.ctx.config.consultations.freeCancelHours) }),
    )
    .post(
      '/disputes/:id/decision',
      requireOperator,
      validate('param', bookingIdParam),
      validate('json', disputeDecisionSchema),
      async (c) => c.json({ booking: await decideDispute(c.var.ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json')) }),
    )
}
