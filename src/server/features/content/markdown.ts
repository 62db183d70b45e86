import { Marked, type Tokens } from 'marked'
import xss from 'xss'
import type * as XssModule from 'xss'
import type { TocEntry } from '../../../shared/schemas/content'

/** A long article (at least this many h2/h3 headings) gets a table of contents. */
export const TOC_MIN_HEADINGS = 3
const WORDS_PER_MINUTE = 220

export interface RenderedMarkdown {
  html: string
  toc: TocEntry[]
  words: number
}

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&[a-z]+;/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  )
}

// xss is CommonJS: Node's ESM loader cannot see its named exports, so go through the default export
// (filterXSS, with the named exports as its properties).
const { FilterXSS, escapeAttrValue, getDefaultWhiteList } = xss as typeof xss & typeof XssModule
const allowedTags = getDefaultWhiteList() as Record<string, string[]>
for (const tag of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) allowedTags[tag] = ['id']
allowedTags.a = ['href', 'title', 'rel']
allowedTags.img = ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding']
allowedTags.code = ['class']
allowedTags.pre = []
allowedTags.table = []
allowedTags.th = ['align']
allowedTags.td = ['align']
allowedTags.input = ['type', 'checked', 'disabled']

const SAFE_URL = /^(https?:|mailto:|\/|#)/i

/** The one sanitiser for rendered Markdown: a whitelist of tags and attributes, safe URLs only. */
const sanitiser = new FilterXSS({
  whiteList: allowedTags,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed'],
  onTagAttr(tag: string, name: string, value: string) {
    if (name === 'href' || name === 'src') {
      const trimmed = value.trim()
      if (!SAFE_URL.test(trimmed) || trimmed.startsWith('//')) return `${name}="#"`
      return `${name}="${escapeAttrValue(trimmed)}"`
    }
    if (tag === 'input' && name === 'type' && value !== 'checkbox') return ''
    return undefined
  },
})

export function sanitiseHtml(html: string): string {
  return sanitiser.process(html)
}

/** Markdown → sanitised HTML with heading ids, plus the table of contents and a word count. */
export function renderMarkdown(markdown: string, options: { tocMinHeadings?: number } = {}): RenderedMarkdown {
  const headings: TocEntry[] = []
  const used = new Map<string, number>()
  const marked = new Marked({ gfm: true })
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens)
        const base = slugify(token.text)
        const count = used.get(base) ?? 0
        used.set(base, count + 1)
        const id = count ? `${base}-${count + 1}` : base
        if (token.depth === 2 || token.depth === 3) {
          headings.push({ id, text: inner.replace(/<[^>]*>/g, ''), depth: token.depth })
        }
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`
      },
      link(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens)
        const external = /^https?:/i.test(token.href)
        const title = token.title ? ` title="${escapeAttrValue(token.title)}"` : ''
        return `<a href="${escapeAttrValue(token.href)}"${title}${external ? ' rel="noopener noreferrer"' : ''}>${inner}</a>`
      },
      image(token: Tokens.Image) {
        const title = token.title ? ` title="${escapeAttrValue(token.title)}"` : ''
        return `<img src="${escapeAttrValue(token.href)}" alt="${escapeAttrValue(token.text)}"${title} loading="lazy" decoding="async">`
      },
    },
  })
  const raw = marked.parse(markdown, { async: false })
  const text = markdown.replace(/```[\s\S]*?```/g, ' ').replace(/[#>*_`[\]()!-]/g, ' ')
  const words = text.split(/\s+/).filter(Boolean).length
  const min = options.tocMinHeadings ?? TOC_MIN_HEADINGS
  return { html: sanitiseHtml(raw), toc: headings.length >= min ? headings : [], words }
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** Plain text of rendered HTML (search index, RSS descriptions). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}
