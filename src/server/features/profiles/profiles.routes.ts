import { Hono } from 'hono'
import { deleteCookie } from 'hono/cookie'
import { customUrlAvailableQuerySchema, customUrlSchema } from '../../../shared/schemas/expert-application'
import { deleteAccountSchema, pointsQuerySchema, profileSettingsSchema, referralSubmitSchema } from '../../../shared/schemas/profile'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/guards'
import { validate } from '../../http/validate'
import { MESSAGES } from '../../../shared/messages'
import { ApiError, notFound } from '../../http/errors'
import type { PeopleOf } from '../contacts'
import type { ReferralsService } from '../referrals'
import { exportAccountData } from './data-export'
import { findPublicUser, isCustomUrlFree } from './profile-reads'
import { confirmIdentity } from './reauthentication'
import { deleteAccount, getOwnProfile, listPointTransactions, submitReferral, updateSettings } from './profiles.service'

/** Downloads of one's data per person: enough to retry, too few to load the database with a session. */
const EXPORT_LIMIT = { points: 5, windowSeconds: 10 * 60 }

/** /api/profile: the signed-in user's own account (/profile, /settings and their expert versions). */
export function createProfilesRoutes(deps: { referrals: Pick<ReferralsService, 'credit'>; peopleOf: PeopleOf }) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .use(async (c, next) => {
      await next()
      c.header('cache-control', 'no-store')
    })
    .get('/', async (c) => {
      return c.json({ profile: await getOwnProfile(c.var.ctx.database.db, c.var.user) })
    })
    .patch('/', validate('json', profileSettingsSchema), async (c) => {
      return c.json({ profile: await updateSettings(c.var.ctx, c.var.user, c.req.valid('json')) })
    })
    .get('/points', validate('query', pointsQuerySchema), async (c) => {
      return c.json(await listPointTransactions(c.var.ctx.database.db, c.var.user.id, c.req.valid('query')))
    })
    .get('/export', async (c) => {
      const { ctx } = c.var
      const limit = ctx.rateLimits.create({ name: 'data-export', ...EXPORT_LIMIT })
      if (!(await limit.consume(c.var.user.id))) throw new ApiError(429, 'rate-limited', MESSAGES.exportTooMany)
      const data = await exportAccountData(ctx, deps.peopleOf, c.var.user)
      c.header('content-disposition', `attachment; filename="tio-data-${data.exportedAt.slice(0, 10)}.json"`)
      return c.body(JSON.stringify(data, null, 2), 200, { 'content-type': 'application/json; charset=utf-8' })
    })
    .get('/custom-url-available', validate('query', customUrlAvailableQuerySchema), async (c) => {
      const parsed = customUrlSchema.safeParse(c.req.valid('query').value)
      if (!parsed.success) return c.json({ available: false, message: parsed.error.issues[0]!.message })
      const available = await isCustomUrlFree(c.var.ctx.database.db, parsed.data, c.var.user.id)
      return c.json({ available, message: available ? 'This custom URL is free' : 'This custom URL is already taken' })
    })
    .post('/referral', validate('json', referralSubmitSchema), async (c) => {
      const { points, credited } = await submitReferral(c.var.ctx, deps.referrals, c.var.user, c.req.valid('json').code)
      return c.json({ points, referralSubmitted: true, credited })
    })
    .delete('/', validate('json', deleteAccountSchema), async (c) => {
      await confirmIdentity(c.var.ctx, c.var.user.id, c.req.raw.headers, c.req.valid('json').password)
      await deleteAccount(c.var.ctx, c.var.user.id)
      // The sessions are gone with the user row; clear the browser's cookie too.
      deleteCookie(c, 'better-auth.session_token', { path: '/' })
      deleteCookie(c, '__Secure-better-auth.session_token', { path: '/', secure: true })
      return c.json({ deleted: true })
    })
}

/** /api/users/:customURL: a regular user's public page. */
export function createPublicUsersRoutes() {
  return new Hono<AppEnv>().get('/:customURL', async (c) => {
    const user = await findPublicUser(c.var.ctx.database.db, c.req.param('customURL'))
    if (!user) throw notFound('No user with this custom URL.')
    return c.json({ user })
  })
}
