import { readdir } from 'node:fs/promises'
import path from 'node:path'
import matter from 'gray-matter'
import { readContentFile, slugify, type ContentSettings } from '../content'

/**
 * Tio's own knowledge base for the assistant: smart answers (content/smart), the FAQ, the help
 * center, expert resources and the blog, cut into passages that can be quoted and linked. Retrieved
 * text is only ever quoted to the user or given to the model as data; it never triggers an action.
 */
export interface Passage {
  id: string
  kind: 'smart' | 'faq' | 'help' | 'resource' | 'blog'
  title: string
  text: string
  url: string
  /** For smart answers: the occupation of the experts who can help further. */
  field?: string
  related?: string[]
}

export interface SmartAnswer {
  id: string
  question: string
  description: string
  field: string
  related: string[]
  body: string
}

async function mdFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names.filter((n) => n.endsWith('.md')).sort()
}

/** Strips Markdown syntax for indexing and quoting. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^#+\s*/gm, '')
    .replace(/[*_`>|]/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
}

export async function loadSmartAnswers(contentDir: string, settings: ContentSettings): Promise<SmartAnswer[]> {
  const dir = path.join(contentDir, 'smart')
  const answers: SmartAnswer[] = []
  for (const name of await mdFiles(dir)) {
    const { data, content } = matter(await readContentFile(path.join(dir, name), settings))
    const fm = data as { title?: string; description?: string; field?: string; related?: string[] }
    if (!fm.title || !fm.field) throw new Error(`content/smart/${name}: front matter needs title and field`)
    answers.push({
      id: name.replace(/\.md$/, ''),
      question: fm.title,
      description: fm.description ?? '',
      field: fm.field,
      related: fm.related ?? [],
      body: content.trim(),
    })
  }
  return answers
}

async function sectionsOf(
  dir: string,
  settings: ContentSettings,
  each: (id: string, fm: Record<string, unknown>, body: string) => Passage[],
): Promise<Passage[]> {
  const out: Passage[] = []
  for (const name of await mdFiles(dir)) {
    const { data, content } = matter(await readContentFile(path.join(dir, name), settings))
    out.push(...each(name.replace(/\.md$/, ''), data, content))
  }
  return out
}

export async function loadPassages(contentDir: string, settings: ContentSettings): Promise<Passage[]> {
  const smart = (await loadSmartAnswers(contentDir, settings)).map<Passage>((a) => ({
    id: `smart:${a.id}`,
    kind: 'smart',
    title: a.question,
    text: plainText(a.body),
    url: `/smart/${a.id}`,
    field: a.field,
    related: a.related,
  }))
  const faq = await sectionsOf(path.join(contentDir, 'faq'), settings, (id, _fm, body) =>
    body
      .split(/^## /m)
      .slice(1)
      .map((chunk) => {
        const nl = chunk.indexOf('\n')
        const question = (nl === -1 ? chunk : chunk.slice(0, nl)).trim()
        return {
          id: `faq:${id}:${slugify(question)}`,
          kind: 'faq',
          title: question,
          text: plainText(chunk.slice(nl + 1)),
          url: `/FAQ#${slugify(question)}`,
        }
      }),
  )
  const help = await sectionsOf(path.join(contentDir, 'help-center'), settings, (id, fm, body) => [
    { id: `help:${id}`, kind: 'help', title: String(fm.title ?? id), text: plainText(body), url: `/HelpCenter#${id}` },
  ])
  const resources = await sectionsOf(path.join(contentDir, 'expert-resources'), settings, (id, fm, body) => [
    { id: `resource:${id}`, kind: 'resource', title: String(fm.title ?? id), text: plainText(body), url: `/ExpertResources/${id}` },
  ])
  const blog = await sectionsOf(path.join(contentDir, 'blog'), settings, (id, fm, body) => [
    { id: `blog:${id}`, kind: 'blog', title: String(fm.title ?? id), text: plainText(body), url: `/blog/${id}` },
  ])
  return [...smart, ...faq, ...help, ...resources, ...blog]
}
