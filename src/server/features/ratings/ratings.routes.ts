import { Hono } from 'hono'
import {
  expertIdParamSchema,
  rateExpertInputSchema,
  ratingsQuerySchema,
  reviewAnswerInputSchema,
  reviewIdParamSchema,
} from '../../../shared/schemas/rating'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/guards'
import { validate } from '../../http/validate'
import { answerReview, getMyRating, listReviews, rateExpert, type ProfileNamesOf } from './ratings.service'

/** /api/ratings/:expertId: public reviews of an expert; signed-in people who talked with them rate them. */
export function createRatingsRoutes(profileNamesOf: ProfileNamesOf) {
  return new Hono<AppEnv>()
    .get('/:expertId', validate('param', expertIdParamSchema), validate('query', ratingsQuerySchema), async (c) => {
      return c.json(await listReviews(c.var.ctx.database.db, profileNamesOf, c.req.valid('param').expertId, c.req.valid('query')))
    })
    .get('/:expertId/mine', requireUser, validate('param', expertIdParamSchema), async (c) => {
      c.header('cache-control', 'no-store')
      return c.json(await getMyRating(c.var.ctx.database.db, c.var.user.id, c.req.valid('param').expertId))
    })
    .put('/:expertId', requireUser, validate('param', expertIdParamSchema), validate('json', rateExpertInputSchema), async (c) => {
      return c.json(await rateExpert(c.var.ctx, c.var.user.id, c.req.valid('param').expertId, c.req.valid('json')))
    })
    .post(
      '/reviews/:id/answer',
      requireUser,
      validate('param', reviewIdParamSchema),
      validate('json', reviewAnswerInputSchema),
      async (c) => {
        return c.json({
          answer: await answerReview(c.var.ctx.database.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json').answer),
        })
      },
    )
}
