import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { isOperator, requireUser } from '../../http/guards'
import { markWelcomeSeen } from '../profiles'
import { getMe } from './me.service'

/** GET /api/me: the signed-in user as the frame of every page needs it, or { user: null }. */
export function createMeRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = c.var.user
      if (!user) return c.json({ user: null })
      const { db } = c.var.ctx.database
      c.header('cache-control', 'no-store')
      return c.json({
        user: await getMe(db, user, {
          isOperator: isOperator(c.var.ctx.config.adminEmails, user),
          signupPoints: c.var.ctx.config.signupPoints,
        }),
      })
    })
    .post('/welcome-seen', requireUser, async (c) => {
      await markWelcomeSeen(c.var.ctx.database.db, c.var.user.id)
      return c.json({ ok: true })
    })
}
