import { Hono } from 'hono'
import { deleteCookie } from 'hono/cookie'
import { customUrlAvailableQuerySchema, customUrlSchema } from '../../../shared/schemas/expert-application'
import {
  deleteAccountSchema,
  pointsQuerySchema,
  profileSettingsSchema,
  referralSubmitSchema,
} from '../../../shared/schemas/profile'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/guards'
import { validate } from '../../http/validate'
import { isCustomUrlFree } from '../experts/experts.service'
import { deleteAccount, getOwnProfile, listPointTransactions, submitReferral, updateSettings } from './profiles.service'

/** /api/profile: the signed-in user's own account (/profile, /settings and their expert versions). */
export function createProfilesRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .use(async (c, next) => {
      await next()
      c.header('cache-control', 'no-store')
    })
    .get('/', async (c) => {
      return c.json({ profile: await getOwnProfile(c.var.ctx.database.db, c.var.user!) })
    })
    .patch('/', validate('json', profileSettingsSchema), async (c) => {
      return c.json({ profile: await updateSettings(c.var.ctx, c.var.user!, c.req.valid('json')) })
    })
    .get('/points', validate('query', pointsQuerySchema), async (c) => {
      return c.json(await listPointTransactions(c.var.ctx.database.db, c.var.user!.id, c.req.valid('query')))
    })
    .get('/custom-url-available', validate('query', customUrlAvailableQuerySchema), async (c) => {
      const parsed = customUrlSchema.safeParse(c.req.valid('query').value)
      if (!parsed.success) return c.json({ available: false, message: parsed.error.issues[0]!.message })
      const available = await isCustomUrlFree(c.var.ctx.database.db, parsed.data, c.var.user!.id)
      return c.json({ available, message: available ? 'This custom URL is free' : 'This custom URL is already taken' })
    })
    .post('/referral', validate('json', referralSubmitSchema), async (c) => {
      const { points, credited } = await submitReferral(c.var.ctx, c.var.user!, c.req.valid('json').code)
      return c.json({ points, referralSubmitted: true, credited })
    })
    .delete('/', validate('json', deleteAccountSchema), async (c) => {
      await deleteAccount(c.var.ctx, c.var.user!.id)
      // The sessions are gone with the user row; clear the browser's cookie too.
      deleteCookie(c, 'better-auth.session_token', { path: '/' })
      deleteCookie(c, '__Secure-better-auth.session_token', { path: '/', secure: true })
      return c.json({ deleted: true })
    })
}
