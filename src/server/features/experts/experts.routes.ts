import { Hono } from 'hono'
import {
  adminApplicationsQuerySchema,
  customUrlAvailableQuerySchema,
  customUrlSchema,
  expertApplicationDraftSchema,
  rejectSchema,
  userIdParamSchema,
} from '../../../shared/schemas/expert-application'
import type { AppEnv } from '../../http/app-env'
import { notFound } from '../../http/errors'
import { requireOperator, requireUser, requireVerifiedEmail } from '../../http/guards'
import { validate } from '../../http/validate'
import {
  decide,
  findPublicExpertRow,
  getApplication,
  listApplications,
  listReviews,
  saveApplication,
  submitApplication,
  type AccountReads,
} from './experts.service'
import { toPublicExpert } from './public-expert'

/** /api/experts: the signed-in user's own application, and public expert pages. */
export function createExpertsRoutes(account: AccountReads) {
  return (
    new Hono<AppEnv>()
      .get('/application', requireUser, async (c) => {
        return c.json({ application: await getApplication(c.var.ctx.database.db, c.var.user.id) })
      })
      .put('/application', requireUser, validate('json', expertApplicationDraftSchema), async (c) => {
        const result = await saveApplication(c.var.ctx, account, c.var.user, c.req.valid('json'))
        return c.json(result)
      })
      // Only a confirmed address applies: the team answers there, and nobody applies in someone else's name.
      .post('/application/submit', requireVerifiedEmail, async (c) => {
        return c.json({ application: await submitApplication(c.var.ctx, c.var.user.id) })
      })
      .get('/custom-url-available', requireUser, validate('query', customUrlAvailableQuerySchema), async (c) => {
        const parsed = customUrlSchema.safeParse(c.req.valid('query').value)
        if (!parsed.success) return c.json({ available: false, message: parsed.error.issues[0]!.message })
        const available = await account.isCustomUrlFree(c.var.ctx.database.db, parsed.data, c.var.user.id)
        return c.json({ available, message: available ? 'This custom URL is free' : 'This custom URL is already taken' })
      })
      .get('/:customURL', async (c) => {
        const row = await findPublicExpertRow(c.var.ctx.database.db, c.req.param('customURL'))
        if (!row) throw notFound('No expert with this custom URL.')
        return c.json({ expert: toPublicExpert(row) })
      })
  )
}

/** /api/admin: the operator console's API; 401 without a session, 403 for non-operators (the /admin page answers 403 too). */
export function createAdminRoutes() {
  return new Hono<AppEnv>()
    .use(requireOperator)
    .get('/applications', validate('query', adminApplicationsQuerySchema), async (c) => {
      return c.json(await listApplications(c.var.ctx.database.db, c.req.valid('query')))
    })
    .get('/applications/:userId/reviews', validate('param', userIdParamSchema), async (c) => {
      return c.json({ reviews: await listReviews(c.var.ctx.database.db, c.req.valid('param').userId) })
    })
    .post('/applications/:userId/approve', validate('param', userIdParamSchema), async (c) => {
      const application = await decide(c.var.ctx, c.var.user, c.req.valid('param').userId, 'approve', null)
      return c.json({ application })
    })
    .post('/applications/:userId/reject', validate('param', userIdParamSchema), validate('json', rejectSchema), async (c) => {
      const application = await decide(c.var.ctx, c.var.user, c.req.valid('param').userId, 'reject', c.req.valid('json').reason)
      return c.json({ application })
    })
    .post('/applications/:userId/reopen', validate('param', userIdParamSchema), async (c) => {
      const application = await decide(c.var.ctx, c.var.user, c.req.valid('param').userId, 'reopen', null)
      return c.json({ application })
    })
    .post('/experts/:userId/suspend', validate('param', userIdParamSchema), async (c) => {
      const application = await decide(c.var.ctx, c.var.user, c.req.valid('param').userId, 'suspend', null)
      return c.json({ application })
    })
    .post('/experts/:userId/unsuspend', validate('param', userIdParamSchema), async (c) => {
      const application = await decide(c.var.ctx, c.var.user, c.req.valid('param').userId, 'unsuspend', null)
      return c.json({ application })
    })
}
