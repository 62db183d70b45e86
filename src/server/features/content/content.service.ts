import { randomUUID } from 'node:crypto'
import type { AppContext } from '../../context'
import type { Database } from '../../db/database'
import {
  CONTACT_TOPICS,
  POSTS_PAGE_SIZE,
  type ContactMessage,
  type ContactMessageInput,
  type ContactTopic,
  type ContentPage,
  type FaqGroup,
  type HelpResponse,
  type PostCollection,
  type PostListResponse,
  type PostResponse,
  type SitemapEntry,
} from '../../../shared/schemas/content'
import { toSummary, type ContentStore } from './content.store'
import { listedExperts } from '../experts'

export type LoadContent = () => Promise<ContentStore>

export async function listPosts(
  content: LoadContent,
  collection: PostCollection,
  options: { page?: number; pageSize?: number; tag?: string } = {},
): Promise<PostListResponse> {
  const store = await content()
  const all = store.posts[collection]
  const tag = options.tag?.toLowerCase()
  const matching = tag ? all.filter((p) => p.tags.some((t) => t.toLowerCase() === tag)) : all
  const pageSize = options.pageSize ?? POSTS_PAGE_SIZE
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize))
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount)
  const tags = [...new Set(all.flatMap((p) => p.tags))].sort((a, b) => a.localeCompare(b))
  return {
    posts: matching.slice((page - 1) * pageSize, page * pageSize).map(toSummary),
    total: matching.length,
    page,
    pageSize,
    pageCount,
    tags,
  }
}

/** One post with its neighbours in date order (previous = newer, next = older); null when unknown. */
export async function getPost(content: LoadContent, collection: PostCollection, id: string): Promise<PostResponse | null> {
  const store = await content()
  const posts = store.posts[collection]
  const index = posts.findIndex((p) => p.id === id)
  const post = posts[index]
  if (!post) return null
  const previous = posts[index - 1]
  const next = posts[index + 1]
  return { post, previous: previous ? toSummary(previous) : null, next: next ? toSummary(next) : null }
}

export async function getFaq(content: LoadContent): Promise<FaqGroup[]> {
  return (await content()).faq
}

export async function searchHelp(content: LoadContent, query: string): Promise<HelpResponse> {
  const store = await content()
  const q = query.trim()
  if (!q) return { query: '', articles: store.help, total: store.help.length }
  let hits = store.helpIndex.search(q, { combineWith: 'AND' })
  if (!hits.length) hits = store.helpIndex.search(q)
  const byId = new Map(store.help.map((a) => [a.id, a]))
  const articles = hits.flatMap((h) => byId.get(String(h.id)) ?? [])
  return { query: q, articles, total: articles.length }
}

export async function getPage(content: LoadContent, slug: string): Promise<ContentPage | null> {
  return (await content()).pages.get(slug) ?? null
}

/** Public pages that are always there (spec §2), then posts and approved experts. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/ourexperts',
  '/BecomeAnExpert',
  '/chatBot',
  '/smart',
  '/blog',
  '/ExpertResources',
  '/FAQ',
  '/HelpCenter',
  '/Pricing',
  '/Shop',
  '/Referral',
  '/about',
  '/OurMission',
  '/OurTeam',
  '/JoinUs',
  '/PressAndMedia',
  '/ContactUs',
  '/PrivacyPolicy',
  '/TermsOfService',
]

export const POST_PATH_PREFIX: Record<PostCollection, string> = { blog: '/blog', 'expert-resources': '/ExpertResources' }

export async function listSitemapEntries(content: LoadContent, database: Database): Promise<SitemapEntry[]> {
  const store = await content()
  const entries: SitemapEntry[] = STATIC_PUBLIC_PATHS.map((p) => ({ path: p }))
  for (const collection of ['blog', 'expert-resources'] as const) {
    for (const post of store.posts[collection]) {
      entries.push({ path: `${POST_PATH_PREFIX[collection]}/${post.id}`, lastmod: post.date })
    }
  }
  const experts = await listedExperts(database.db)
    .select(['custom_url', 'updated_at'])
    .where('custom_url', '!=', '')
    .orderBy('custom_url')
    .execute()
  for (const expert of experts) {
    entries.push({ path: `/expert/${encodeURIComponent(expert.custom_url)}`, lastmod: expert.updated_at.slice(0, 10) })
  }
  return entries
}

// Contact messages.

function toContactMessage(row: {
  id: string
  name: string
  email: string
  topic: string
  message: string
  created_at: string
}): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic as ContactTopic,
    message: row.message,
    createdAt: row.created_at,
  }
}

/**
 * Stores a contact message once per submission id and emails every operator (ADMIN_EMAILS).
 * Returns the stored message and whether this call created it.
 */
export async function createContactMessage(
  ctx: AppContext,
  input: ContactMessageInput,
  userId: string | null,
): Promise<{ message: ContactMessage; created: boolean }> {
  const { db } = ctx.database
  const submissionId = input.submissionId ?? randomUUID()
  const row = {
    id: randomUUID(),
    submission_id: submissionId,
    name: input.name,
    email: input.email.toLowerCase(),
    topic: input.topic,
    message: input.message,
    user_id: userId,
    notified: 0,
    created_at: new Date().toISOString(),
  }
  const inserted = await db
    .insertInto('contact_messages')
    .values(row)
    .onConflict((oc) => oc.column('submission_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) {
    const existing = await db
      .selectFrom('contact_messages')
      .selectAll()
      .where('submission_id', '=', submissionId)
      .executeTakeFirstOrThrow()
    return { message: toContactMessage(existing), created: false }
  }
  await notifyOperators(ctx, row)
  return { message: toContactMessage(row), created: true }
}

async function notifyOperators(ctx: AppContext, row: { id: string; name: string; email: string; topic: string; message: string }) {
  const recipients = ctx.config.adminEmails
  if (!recipients.length) return
  const topic = CONTACT_TOPICS[row.topic as ContactTopic] ?? row.topic
  const text = [
    `A new message arrived through the contact form on Tio.`,
    '',
    `From: ${row.name} <${row.email}>`,
    `Topic: ${topic}`,
    '',
    row.message,
    '',
    `All contact messages: ${ctx.config.publicUrl}/admin`,
  ].join('\n')
  const results = await Promise.allSettled(
    recipients.map((to) => ctx.mailer.send({ to, subject: `Contact form: ${topic} from ${row.name}`, text })),
  )
  const failed = results.filter((r) => r.status === 'rejected')
  if (failed.length) {
    ctx.logger.error({ err: (failed[0] as PromiseRejectedResult).reason, messageId: row.id }, 'contact message email failed')
    return
  }
  await ctx.database.db.updateTable('contact_messages').set({ notified: 1 }).where('id', '=', row.id).execute()
}
