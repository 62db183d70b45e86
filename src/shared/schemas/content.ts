import { z } from 'zod'
import { fieldErrors } from '../field-errors'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  POST_COLLECTIONS,
  type ContactTopic,
} from './content-constants'

export * from './content-constants'

/** The contact form (/ContactUs): validated in the browser and again by POST /api/content/contact-messages. */
export const contactMessageInputSchema = z.object({
  name: z
    .string({ message: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .max(CONTACT_NAME_MAX, `Keep your name under ${CONTACT_NAME_MAX} characters.`),
  email: z
    .string({ message: 'Enter your email address.' })
    .trim()
    .min(1, 'Enter your email address.')
    .pipe(z.email('Enter a valid email address, like name@example.com.')),
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]], { message: 'Choose a topic.' }),
  message: z
    .string({ message: 'Write your message.' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters so we can help.`)
    .max(CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
  /** Chosen once per form; sending the same form twice stores one message. */
  submissionId: z.uuid('Reload the page and try again.').optional(),
})
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>

/** Field name → first problem, as the API's `fields` and the form show them. */
export function contactFieldErrors(input: unknown): Partial<Record<keyof ContactMessageInput, string>> | null {
  const result = contactMessageInputSchema.safeParse(input)
  return result.success ? null : fieldErrors(result.error.issues)
}

const contactTopicSchema = z.enum(Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]])
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: contactTopicSchema,
  message: z.string(),
  createdAt: z.string(),
})
export type ContactMessage = z.infer<typeof contactMessageSchema>
/** POST /api/content/contact-messages: the message stored (201), or the one a repeated submissionId stored before (200). */
export const contactMessageAnswerSchema = z.object({ message: contactMessageSchema })
export type ContactMessageAnswer = z.infer<typeof contactMessageAnswerSchema>

export const CONTACT_INBOX_STATES = ['open', 'handled'] as const

/** GET /api/content/contact-messages (operators): one page of the inbox, newest first. */
export const contactInboxQuerySchema = z.object({
  state: z.enum(CONTACT_INBOX_STATES).default('open'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

export const CONTACT_REPLY_MAX = 5_000

/** An operator's emailed answer to a contact message. */
export const contactReplySchema = z
  .object({
    body: z.string().trim().min(1, 'Write a reply.').max(CONTACT_REPLY_MAX, `Keep the reply under ${CONTACT_REPLY_MAX} characters.`),
  })
  .strict()

/** A contact message in a path (/api/content/contact-messages/:id/...). */
export const contactIdParamSchema = z.object({ id: z.string().min(1).max(100) })

export const contactHandledSchema = z.object({ handled: z.boolean() }).strict()

export const contactReplyRecordSchema = z.object({ body: z.string(), operatorEmail: z.string(), createdAt: z.string() })
export type ContactReply = z.infer<typeof contactReplyRecordSchema>
/** POST /api/content/contact-messages/{id}/reply */
export const contactReplyAnswerSchema = z.object({ reply: contactReplyRecordSchema })
export type ContactReplyAnswer = z.infer<typeof contactReplyAnswerSchema>
/** PUT /api/content/contact-messages/{id}/handled */
export type ContactHandled = z.infer<typeof contactHandledSchema>

/** A contact message as the operator's inbox shows it. */
export const inboxMessageSchema = contactMessageSchema.extend({
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  replies: z.array(contactReplyRecordSchema),
})
export type InboxMessage = z.infer<typeof inboxMessageSchema>

export const contactInboxPageSchema = z.object({ messages: z.array(inboxMessageSchema), nextCursor: z.string().nullable() })
export type ContactInboxPage = z.infer<typeof contactInboxPageSchema>

export const contentImageSchema = z.object({
  /** The original under /api/content/images/…; add ?w=…&f=avif|webp|jpeg for a resized modern format. */
  src: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
})
export type ContentImage = z.infer<typeof contentImageSchema>

export const postSummarySchema = z.object({
  id: z.string(),
  collection: z.enum(POST_COLLECTIONS),
  title: z.string(),
  description: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  cover: contentImageSchema,
  readingMinutes: z.number(),
})
export type PostSummary = z.infer<typeof postSummarySchema>

export const tocEntrySchema = z.object({ id: z.string(), text: z.string(), depth: z.union([z.literal(2), z.literal(3)]) })
export type TocEntry = z.infer<typeof tocEntrySchema>

export const postSchema = postSummarySchema.extend({
  /** Sanitised HTML rendered on the server. */
  html: z.string(),
  /** Headings of a long article; empty for a short one. */
  toc: z.array(tocEntrySchema),
  /** What to search for to show related experts (front matter `experts`, else the tags). */
  expertQuery: z.string(),
})
export type Post = z.infer<typeof postSchema>

/** GET /api/content/posts/{collection} */
export const postListResponseSchema = z.object({
  posts: z.array(postSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  tags: z.array(z.string()),
})
export type PostListResponse = z.infer<typeof postListResponseSchema>

/** GET /api/content/posts/{collection}/{id} */
export const postResponseSchema = z.object({ post: postSchema, previous: postSummarySchema.nullable(), next: postSummarySchema.nullable() })
export type PostResponse = z.infer<typeof postResponseSchema>

export const faqEntrySchema = z.object({ id: z.string(), question: z.string(), answerHtml: z.string() })
export type FaqEntry = z.infer<typeof faqEntrySchema>
export const faqGroupSchema = z.object({ id: z.string(), title: z.string(), entries: z.array(faqEntrySchema) })
export type FaqGroup = z.infer<typeof faqGroupSchema>
/** GET /api/content/faq */
export const faqResponseSchema = z.object({ groups: z.array(faqGroupSchema) })
export type FaqResponse = z.infer<typeof faqResponseSchema>

export const helpArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  html: z.string(),
})
export type HelpArticle = z.infer<typeof helpArticleSchema>
/** GET /api/content/help */
export const helpResponseSchema = z.object({ query: z.string(), articles: z.array(helpArticleSchema), total: z.number().int() })
export type HelpResponse = z.infer<typeof helpResponseSchema>

export const teamMemberSchema = z.object({ name: z.string(), role: z.string(), bio: z.string() })
export type TeamMember = z.infer<typeof teamMemberSchema>
export const openRoleSchema = z.object({ title: z.string(), team: z.string(), location: z.string(), type: z.string(), summary: z.string() })
export type OpenRole = z.infer<typeof openRoleSchema>
export const pricingPlanSchema = z.object({
  name: z.string(),
  price: z.string(),
  period: z.string().optional(),
  summary: z.string(),
  features: z.array(z.string()),
  cta: z.object({ label: z.string(), href: z.string() }),
  highlighted: z.boolean().optional(),
})
export type PricingPlan = z.infer<typeof pricingPlanSchema>
export const factSchema = z.object({ label: z.string(), value: z.string() })
export type Fact = z.infer<typeof factSchema>

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  html: z.string(),
  toc: z.array(tocEntrySchema),
  updated: z.string().optional(),
  members: z.array(teamMemberSchema).optional(),
  roles: z.array(openRoleSchema).optional(),
  plans: z.array(pricingPlanSchema).optional(),
  facts: z.array(factSchema).optional(),
})
export type ContentPage = z.infer<typeof contentPageSchema>
/** GET /api/content/pages/{slug} */
export const contentPageResponseSchema = z.object({ page: contentPageSchema })
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>

export const sitemapEntrySchema = z.object({ path: z.string(), lastmod: z.string().optional() })
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>
/** GET /api/content/sitemap */
export const sitemapResponseSchema = z.object({ entries: z.array(sitemapEntrySchema) })
export type SitemapResponse = z.infer<typeof sitemapResponseSchema>

/** GET /api/content/posts/:collection query string. */
export const postListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional(),
  tag: z.string().trim().max(60).optional(),
})
export const postCollectionParamSchema = z.object({ collection: z.enum(POST_COLLECTIONS) })
export const postParamsSchema = postCollectionParamSchema.extend({ id: z.string().min(1).max(120) })
/** GET /api/content/help */
export const helpQuerySchema = z.object({ q: z.string().max(200).default('') })

/** The formats content images are served in (GET /api/content/images/:file?f=). */
export const CONTENT_IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const
export type ContentImageFormat = (typeof CONTENT_IMAGE_FORMATS)[number]
export const contentImageQuerySchema = z.object({
  w: z.coerce.number().int().min(1).max(4000).default(1200),
  f: z.enum(CONTENT_IMAGE_FORMATS).default('webp'),
})
