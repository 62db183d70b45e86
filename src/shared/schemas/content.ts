import { z } from 'zod'
import { fieldErrors } from '../field-errors'
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_TOPICS, POST_COLLECTIONS, type ContactTopic, type PostCollection } from './content-constants'

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

export interface ContactMessage {
  id: string
  name: string
  email: string
  topic: ContactTopic
  message: string
  createdAt: string
}

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
  .object({ body: z.string().trim().min(1, 'Write a reply.').max(CONTACT_REPLY_MAX, `Keep the reply under ${CONTACT_REPLY_MAX} characters.`) })
  .strict()

/** A contact message in a path (/api/content/contact-messages/:id/...). */
export const contactIdParamSchema = z.object({ id: z.string().min(1).max(100) })

export const contactHandledSchema = z.object({ handled: z.boolean() }).strict()

export interface ContactReply {
  body: string
  operatorEmail: string
  createdAt: string
}

/** A contact message as the operator's inbox shows it. */
export interface InboxMessage extends ContactMessage {
  handled: boolean
  handledAt: string | null
  replies: ContactReply[]
}

export interface ContactInboxPage {
  messages: InboxMessage[]
  nextCursor: string | null
}

export interface ContentImage {
  /** The original under /api/content/images/…; add ?w=…&f=avif|webp|jpeg for a resized modern format. */
  src: string
  width: number
  height: number
  alt: string
}

export interface PostSummary {
  id: string
  collection: PostCollection
  title: string
  description: string
  /** YYYY-MM-DD */
  date: string
  author: string
  tags: string[]
  cover: ContentImage
  readingMinutes: number
}

export interface TocEntry {
  id: string
  text: string
  depth: 2 | 3
}

export interface Post extends PostSummary {
  /** Sanitised HTML rendered on the server. */
  html: string
  /** Headings of a long article; empty for a short one. */
  toc: TocEntry[]
  /** What to search for to show related experts (front matter `experts`, else the tags). */
  expertQuery: string
}

export interface PostListResponse {
  posts: PostSummary[]
  total: number
  page: number
  pageSize: number
  pageCount: number
  tags: string[]
}

export interface PostResponse {
  post: Post
  previous: PostSummary | null
  next: PostSummary | null
}

export interface FaqEntry {
  id: string
  question: string
  answerHtml: string
}

export interface FaqGroup {
  id: string
  title: string
  entries: FaqEntry[]
}

export interface HelpArticle {
  id: string
  title: string
  description: string
  category: string
  html: string
}

export interface HelpResponse {
  query: string
  articles: HelpArticle[]
  total: number
}

export interface TeamMember {
  name: string
  role: string
  bio: string
}
export interface OpenRole {
  title: string
  team: string
  location: string
  type: string
  summary: string
}
export interface PricingPlan {
  name: string
  price: string
  period?: string
  summary: string
  features: string[]
  cta: { label: string; href: string }
  highlighted?: boolean
}
export interface Fact {
  label: string
  value: string
}

export interface ContentPage {
  slug: string
  title: string
  description: string
  html: string
  toc: TocEntry[]
  updated?: string
  members?: TeamMember[]
  roles?: OpenRole[]
  plans?: PricingPlan[]
  facts?: Fact[]
}

export interface SitemapEntry {
  path: string
  lastmod?: string
}

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
