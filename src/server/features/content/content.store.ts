import { readdir } from 'node:fs/promises'
import path from 'node:path'
import matter from 'gray-matter'
import MiniSearch from 'minisearch'
import sharp from 'sharp'
import { z } from 'zod'
import {
  factSchema,
  openRoleSchema,
  POST_COLLECTIONS,
  pricingPlanSchema,
  teamMemberSchema,
  type ContentImage,
  type ContentPage,
  type FaqGroup,
  type HelpArticle,
  type Post,
  type PostCollection,
  type PostSummary,
} from '../../../shared/schemas/content'
import { readContentFile, type ContentSettings } from './content-settings'
import { htmlToText, readingMinutes, renderMarkdown, slugify } from './markdown'

/**
 * Tio's editorial content: Markdown files with front matter under content/ (adding a post is adding
 * a file). Parsed, rendered and sanitised once per process, then served from memory. A `{{NAME}}` in a
 * file is the setting of that name (content-settings.ts), filled in before parsing.
 */
export const CONTENT_DIR = path.resolve('content')
export const IMAGE_FILE = /^[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)$/
const POST_ID = /^[a-z0-9][a-z0-9-]*$/

const isoDate = z
  .union([z.date(), z.string()])
  .transform((value) => (value instanceof Date ? value : new Date(value)))
  .refine((d) => !Number.isNaN(d.getTime()), 'must be a date like 2026-01-31')
  .transform((d) => d.toISOString().slice(0, 10))

const postFrontMatter = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  date: isoDate,
  author: z.string().min(1),
  cover: z.string().regex(IMAGE_FILE, 'must name a file in content/images'),
  coverAlt: z.string().min(1),
  tags: z.array(z.string().min(1)).default([]),
  experts: z.string().optional(),
  draft: z.boolean().default(false),
})

const faqFrontMatter = z.object({ title: z.string().min(1), order: z.number().default(100) })

const helpFrontMatter = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  order: z.number().default(100),
})

const pageFrontMatter = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  updated: isoDate.optional(),
  toc: z.boolean().default(false),
  members: z.array(teamMemberSchema).optional(),
  roles: z.array(openRoleSchema).optional(),
  plans: z.array(pricingPlanSchema).optional(),
  facts: z.array(factSchema).optional(),
})

export interface ContentStore {
  posts: Record<PostCollection, Post[]>
  faq: FaqGroup[]
  help: HelpArticle[]
  helpIndex: MiniSearch<HelpArticle & { text: string }>
  pages: Map<string, ContentPage>
}

async function markdownFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names.filter((n) => n.endsWith('.md')).sort()
}

async function readMatter(file: string, settings: ContentSettings) {
  const source = await readContentFile(file, settings)
  try {
    return matter(source)
  } catch (error) {
    throw new Error(`Invalid front matter in ${path.relative(process.cwd(), file)}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
}

function parse<T extends z.ZodType>(schema: T, data: unknown, file: string): z.infer<T> {
  const result = schema.safeParse(data)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid front matter in ${path.relative(process.cwd(), file)}: ${problems}`)
  }
  return result.data
}

async function imageInfo(dir: string, file: string, alt: string, source: string): Promise<ContentImage> {
  const full = path.join(dir, 'images', file)
  let meta: { width?: number; height?: number }
  try {
    meta = await sharp(full).metadata()
  } catch {
    throw new Error(`${source}: cover image content/images/${file} is missing or unreadable`)
  }
  return { src: `/api/content/images/${file}`, width: meta.width ?? 1200, height: meta.height ?? 630, alt }
}

async function loadPosts(dir: string, settings: ContentSettings, collection: PostCollection): Promise<Post[]> {
  const folder = path.join(dir, collection)
  const posts: Post[] = []
  for (const name of await markdownFiles(folder)) {
    const id = name.replace(/\.md$/, '')
    const file = path.join(folder, name)
    if (!POST_ID.test(id)) throw new Error(`${file}: file names must be lowercase words joined by dashes`)
    const { data, content } = await readMatter(file, settings)
    const fm = parse(postFrontMatter, data, file)
    if (fm.draft) continue
    const rendered = renderMarkdown(content)
    posts.push({
      id,
      collection,
      title: fm.title,
      description: fm.description,
      date: fm.date,
      author: fm.author,
      tags: fm.tags,
      cover: await imageInfo(dir, fm.cover, fm.coverAlt, file),
      readingMinutes: readingMinutes(rendered.words),
      html: rendered.html,
      toc: rendered.toc,
      expertQuery: fm.experts ?? fm.tags.join(' '),
    })
  }
  // Newest first; ties by title so the order is stable.
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
}

/** One FAQ file is one group; each `## Question` starts an entry whose answer follows it. */
async function loadFaq(dir: string, settings: ContentSettings): Promise<FaqGroup[]> {
  const folder = path.join(dir, 'faq')
  const groups: (FaqGroup & { order: number })[] = []
  for (const name of await markdownFiles(folder)) {
    const file = path.join(folder, name)
    const { data, content } = await readMatter(file, settings)
    const fm = parse(faqFrontMatter, data, file)
    const entries = content
      .split(/^## /m)
      .slice(1)
      .map((chunk) => {
        const newline = chunk.indexOf('\n')
        const question = (newline === -1 ? chunk : chunk.slice(0, newline)).trim()
        const answer = newline === -1 ? '' : chunk.slice(newline + 1)
        return { id: slugify(question), question, answerHtml: renderMarkdown(answer).html }
      })
    groups.push({ id: name.replace(/\.md$/, '').replace(/^\d+-/, ''), title: fm.title, entries, order: fm.order })
  }
  return groups.sort((a, b) => a.order - b.order).map(({ order: _order, ...group }) => group)
}

async function loadHelp(dir: string, settings: ContentSettings): Promise<HelpArticle[]> {
  const folder = path.join(dir, 'help-center')
  const articles: (HelpArticle & { order: number })[] = []
  for (const name of await markdownFiles(folder)) {
    const file = path.join(folder, name)
    const { data, content } = await readMatter(file, settings)
    const fm = parse(helpFrontMatter, data, file)
    // Help articles sit inside the help-center page under an h2 title, so their own headings start at h3.
    const rendered = renderMarkdown(content.replace(/^(#{1,4}) /gm, '$1## '))
    articles.push({
      id: name.replace(/\.md$/, ''),
      title: fm.title,
      description: fm.description,
      category: fm.category,
      html: rendered.html,
      order: fm.order,
    })
  }
  return articles
    .sort((a, b) => a.category.localeCompare(b.category) || a.order - b.order || a.title.localeCompare(b.title))
    .map(({ order: _order, ...article }) => article)
}

async function loadPages(dir: string, settings: ContentSettings): Promise<Map<string, ContentPage>> {
  const folder = path.join(dir, 'pages')
  const pages = new Map<string, ContentPage>()
  for (const name of await markdownFiles(folder)) {
    const file = path.join(folder, name)
    const slug = name.replace(/\.md$/, '')
    const { data, content } = await readMatter(file, settings)
    const { toc, ...fm } = parse(pageFrontMatter, data, file)
    const rendered = renderMarkdown(content)
    pages.set(slug, { slug, ...fm, html: rendered.html, toc: toc ? rendered.toc : [] })
  }
  return pages
}

export async function loadContentStore(settings: ContentSettings, dir = CONTENT_DIR): Promise<ContentStore> {
  const [blog, resources, faq, help, pages] = await Promise.all([
    loadPosts(dir, settings, 'blog'),
    loadPosts(dir, settings, 'expert-resources'),
    loadFaq(dir, settings),
    loadHelp(dir, settings),
    loadPages(dir, settings),
  ])
  const helpIndex = new MiniSearch<HelpArticle & { text: string }>({
    fields: ['title', 'description', 'category', 'text'],
    storeFields: ['id'],
    searchOptions: { boost: { title: 3, description: 2 }, prefix: true, fuzzy: 0.2 },
  })
  helpIndex.addAll(help.map((a) => ({ ...a, text: htmlToText(a.html) })))
  return { posts: { blog, 'expert-resources': resources }, faq, help, helpIndex, pages }
}

/** The content of one server, loaded on first use. A broken file fails loudly, naming itself. */
export function createContentStoreLoader(settings: ContentSettings): () => Promise<ContentStore> {
  let cached: Promise<ContentStore> | undefined
  return () => {
    cached ??= loadContentStore(settings).catch((error: unknown) => {
      cached = undefined
      throw error
    })
    return cached
  }
}

export function isPostCollection(value: string): value is PostCollection {
  return (POST_COLLECTIONS as readonly string[]).includes(value)
}

export function toSummary(post: Post): PostSummary {
  const { html: _html, toc: _toc, expertQuery: _query, ...summary } = post
  return summary
}
