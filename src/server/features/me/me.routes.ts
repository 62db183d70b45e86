import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { isOperator } from '../../http/guards'

/** GET /api/me: the signed-in user as the frame of every page needs it, or { user: null }. */
export function createMeRoutes() {
  return new Hono<AppEnv>().get('/', (c) => {
    const user = c.var.user
    if (!user) return c.json({ user: null })
    const [firstName = ''] = user.name.split(/\s+/)
    return c.json({
      user: {
        id: user.id,
        email: user.email,
        displayName: user.name,
        firstName,
        emailVerified: user.emailVerified,
        photoURL: user.image ?? '',
        points: 0,
        customURL: '',
        hasUserProfile: false,
        isApprovedExpert: false,
        isOperator: isOperator(c.var.ctx.config.adminEmails, user.email),
        hasSeenWelcomeMessage: true,
      },
    })
  })
}
