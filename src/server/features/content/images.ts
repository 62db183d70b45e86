import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { ContentImageFormat } from '../../../shared/schemas/content'
import { CONTENT_DIR, IMAGE_FILE } from './content.store'
import type { LoadContent } from './content.service'

// Images: covers are stored once (any of SVG, PNG, JPEG, WebP) and served resized as AVIF, WebP or JPEG.
export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1200] as const
export const IMAGE_FORMATS: Record<ContentImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }
const IMAGE_CACHE_MAX = 400

export function isImageFile(file: string): boolean {
  return IMAGE_FILE.test(file)
}

export type RenderImage = (file: string, width: number, format: ContentImageFormat) => Promise<Buffer>

function encode(source: string, width: number, format: ContentImageFormat): Promise<Buffer> {
  const pipeline = sharp(source, { density: 144 }).resize({ width, withoutEnlargement: true })
  // AVIF at effort 2 instead of sharp's 4: a third of the time (about 200 ms for an 800 px cover) for
  // ~10% more bytes; the first visitor of a post waits for it, as its LCP element (issue 21 item 1).
  const encoded =
    format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : format === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline.jpeg({ quality: 80, mozjpeg: true })
  return encoded.toBuffer()
}

/**
 * Renders an image resized to `width` (never enlarged) in `format`; each kept in memory after the first
 * request, and on disk in `cacheDir` under a name that changes with the source file's size and time:
 * the workers of a machine and its next start read what one of them encoded, where each used to encode
 * every cover again on all cores for seconds after starting.
 */
export function createImageRenderer(cacheDir: string): RenderImage {
  const memory = new Map<string, Promise<Buffer>>()
  const cached = async (file: string, width: number, format: ContentImageFormat): Promise<Buffer> => {
    const source = path.join(CONTENT_DIR, 'images', file)
    const { size, mtimeMs } = await stat(source)
    const version = createHash('sha256').update(`${size}:${mtimeMs}`).digest('hex').slice(0, 12)
    const target = path.join(cacheDir, `${file}.${version}.${width}.${format}`)
    const stored = await readFile(target).catch(() => undefined)
    if (stored?.length) return stored
    const body = await encode(source, width, format)
    // written whole under a private name, then renamed: a reader never sees half a file
    const partial = `${target}.${process.pid}.partial`
    await mkdir(cacheDir, { recursive: true })
    await writeFile(partial, body)
    await rename(partial, target)
    return body
  }
  return (file, width, format) => {
    const key = `${file}|${width}|${format}`
    let result = memory.get(key)
    if (!result) {
      if (memory.size >= IMAGE_CACHE_MAX) memory.delete(memory.keys().next().value as string)
      result = cached(file, width, format)
      result.catch(() => memory.delete(key))
      memory.set(key, result)
    }
    return result
  }
}

/**
 * The widths a phone's full-width cover takes in the format phones pick (a 412 px screen at 1.75x
 * takes 800, one at 2.6-3x takes 1200): what a post list's first cover or a post's cover, their
 * pages' LCP element, is asked for first.
 */
const WARM_COVER_WIDTHS = [800, 1200] as const

/**
 * Renders every post's cover at WARM_COVER_WIDTHS as AVIF, newest posts first and one at a time
 * (so requests keep the other threads), until `stopped()`: the first visitor of a page does not
 * wait for the encoder. Answers how many it rendered; a cover that fails is left to its request.
 */
export async function warmCovers(content: LoadContent, renderImage: RenderImage, stopped: () => boolean): Promise<number> {
  const store = await content()
  const posts = Object.values(store.posts)
    .flat()
    .sort((a, b) => b.date.localeCompare(a.date))
  const files = [...new Set(posts.map((post) => path.basename(post.cover.src)))]
  let rendered = 0
  for (const file of files) {
    for (const width of WARM_COVER_WIDTHS) {
      if (stopped()) return rendered
      if (await renderImage(file, width, 'avif').then(() => true, () => false)) rendered++
    }
  }
  return rendered
}
