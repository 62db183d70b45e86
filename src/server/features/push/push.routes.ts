import { Hono } from 'hono'
import {
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  type PushPublicKey,
  type PushSubscriptionCount,
} from '../../../shared/schemas/push'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/errors'
import { requireUser } from '../../http/guards'
import { validate } from '../../http/validate'
import { refusePushEndpoint } from './push-endpoint'
import { countSubscriptions, deleteSubscription, saveSubscription, type VapidKeys } from './push.service'

/**
 * /api/push: the VAPID public key, and the signed-in user's Web Push subscriptions (CALL-17,
 * DATA-12/30/33). Only endpoints of the browser push services (PUSH_SERVICES) are accepted, https in
 * production, never at a private or local address (checked again at send time, after DNS).
 */
export function createPushRoutes(vapidKeys: () => Promise<VapidKeys>) {
  return new Hono<AppEnv>()
    .get('/public-key', async (c) => {
      const { publicKey } = await vapidKeys()
      return c.json({ publicKey } satisfies PushPublicKey)
    })
    .get('/subscriptions/mine', requireUser, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json({ count: await countSubscriptions(c.var.ctx.database.db, c.var.user.id) } satisfies PushSubscriptionCount)
    })
    .post('/subscriptions', requireUser, validate('json', pushSubscriptionInputSchema), async (c) => {
      const input = c.req.valid('json')
      const refusal =
        c.var.ctx.config.production && !input.endpoint.startsWith('https://')
          ? 'endpoint must be an https:// URL of a push service.'
          : refusePushEndpoint(c.var.ctx.config, input.endpoint)
      if (refusal) throw new ApiError(400, 'bad-request', refusal, { endpoint: refusal })
      await saveSubscription(c.var.ctx.database.db, c.var.user.id, input, c.req.header('user-agent'))
      return c.json({ ok: true }, 201)
    })
    .delete('/subscriptions', requireUser, validate('json', pushUnsubscribeInputSchema), async (c) => {
      const deleted = await deleteSubscription(c.var.ctx.database.db, c.var.user.id, c.req.valid('json').endpoint)
      if (!deleted) throw new ApiError(404, 'not-found', 'You have no push subscription with this endpoint.')
      return c.body(null, 204)
    })
}
