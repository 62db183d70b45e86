import { Hono } from 'hono'
import {
  contactHandledSchema,
  contactIdParamSchema,
  contactInboxQuerySchema,
  contactMessageInputSchema,
  contactReplySchema,
  contentImageQuerySchema,
  helpQuerySchema,
  postCollectionParamSchema,
  postListQuerySchema,
  postParamsSchema,
} from '../../../shared/schemas/content'
import type { AppContext } from '../../context'
import type { AppEnv } from '../../http/app-env'
import { getClientIp, rateLimitKey } from '../../http/client-ip'
import { ApiError, notFound } from '../../http/errors'
import { requireOperator } from '../../http/guards'
import type { RateLimit } from '../../http/rate-limit'
import { validate } from '../../http/validate'
import {
  createContactMessage,
  getFaq,
  getPage,
  getPost,
  listPosts,
  listSitemapEntries,
  type LoadContent,
  searchHelp,
} from './content.service'
import { IMAGE_FORMATS, IMAGE_WIDTHS, isImageFile, type RenderImage } from './images'
import { listInbox, replyToContact, setHandled } from './contact-inbox.service'

/** Contact form limits: per sender address, and per client address (a shared bucket for the no-JavaScript form). */
const CONTACT_LIMITS = {
  perEmail: { name: 'contact-email', points: 5, windowSeconds: 60 * 60 },
  perClient: { name: 'contact-client', points: 10, windowSeconds: 10 * 60 },
  inProcess: { name: 'contact-in-process', points: 30, windowSeconds: 10 * 60 },
}

/** Blog, expert resources, FAQ, help center, company pages, sitemap data, images and the contact form. */
export function createContentRoutes(ctx: AppContext, content: LoadContent, renderImage: RenderImage) {
  const limits: Record<keyof typeof CONTACT_LIMITS, RateLimit> = {
    perEmail: ctx.rateLimits.create(CONTACT_LIMITS.perEmail),
    perClient: ctx.rateLimits.create(CONTACT_LIMITS.perClient),
    inProcess: ctx.rateLimits.create(CONTACT_LIMITS.inProcess),
  }

  return new Hono<AppEnv>()
    .get('/posts/:collection', validate('param', postCollectionParamSchema), validate('query', postListQuerySchema), async (c) => {
      const { collection } = c.req.valid('param')
      return c.json(await listPosts(content, collection, c.req.valid('query')))
    })
    .get('/posts/:collection/:id', validate('param', postParamsSchema), async (c) => {
      const { collection, id } = c.req.valid('param')
      const result = await getPost(content, collection, id)
      if (!result) throw notFound('No such post.')
      return c.json(result)
    })
    .get('/faq', async (c) => c.json({ groups: await getFaq(content) }))
    .get('/help', validate('query', helpQuerySchema), async (c) => c.json(await searchHelp(content, c.req.valid('query').q)))
    .get('/pages/:slug', async (c) => {
      const page = await getPage(content, c.req.param('slug'))
      if (!page) throw notFound('No such page.')
      return c.json({ page })
    })
    .get('/sitemap', async (c) => c.json({ entries: await listSitemapEntries(content, c.var.ctx.database) }))
    .get('/images/:file', validate('query', contentImageQuerySchema), async (c) => {
      const file = c.req.param('file')
      if (!isImageFile(file)) throw notFound('No such image.')
      const { w, f } = c.req.valid('query')
      const width = IMAGE_WIDTHS.find((allowed) => allowed >= w) ?? Math.max(...IMAGE_WIDTHS)
      let body: Buffer
      try {
        body = await renderImage(file, width, f)
      } catch {
        throw notFound('No such image.')
      }
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': IMAGE_FORMATS[f],
        'Cache-Control': 'public, max-age=604800',
      })
    })
    .post('/contact-messages', validate('json', contactMessageInputSchema), async (c) => {
      const input = c.req.valid('json')
      const ctx = c.var.ctx
      if (input.submissionId) {
        const existing = await ctx.database.db
          .selectFrom('contact_messages')
          .select('id')
          .where('submission_id', '=', input.submissionId)
          .executeTakeFirst()
        if (existing) {
          const { message } = await createContactMessage(ctx, input, c.var.user?.id ?? null)
          return c.json({ message }, 200)
        }
      }
      const limit = limits
      const address = getClientIp(c)
      const byClient = address ? limit.perClient.consume(rateLimitKey(address)) : limit.inProcess.consume('all')
      const allowed = (await Promise.all([limit.perEmail.consume(input.email.toLowerCase()), byClient])).every(Boolean)
      if (!allowed) {
        throw new ApiError(429, 'rate-limited', 'You have sent several messages already. Please wait a while before sending another.')
      }
      const { message, created } = await createContactMessage(ctx, input, c.var.user?.id ?? null)
      return c.json({ message }, created ? 201 : 200)
    })
    .get('/contact-messages', requireOperator, validate('query', contactInboxQuerySchema), async (c) =>
      c.json(await listInbox(c.var.ctx.database.db, c.req.valid('query'))),
    )
    .post('/contact-messages/:id/reply', requireOperator, validate('param', contactIdParamSchema), validate('json', contactReplySchema), async (c) => {
      const reply = await replyToContact(c.var.ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').body)
      return c.json({ reply }, 201)
    })
    .put('/contact-messages/:id/handled', requireOperator, validate('param', contactIdParamSchema), validate('json', contactHandledSchema), async (c) => {
      await setHandled(c.var.ctx.database.db, c.var.user, c.req.valid('param').id, c.req.valid('json').handled)
      return c.json({ handled: c.req.valid('json').handled })
    })
}
