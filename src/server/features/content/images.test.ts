import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createImageRenderer } from './images'

const COVER = 'blog-first-month.svg'

describe('createImageRenderer', () => {
  const dirs: string[] = []
  const cacheDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tio-images-'))
    dirs.push(dir)
    return path.join(dir, 'cache')
  }
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('encodes a cover once per machine: another renderer on the same cache (a worker, the next start) reads it from disk', async () => {
    const dir = cacheDir()
    const first = await createImageRenderer(dir)(COVER, 320, 'webp')
    expect(first.subarray(8, 12).toString('latin1')).toBe('WEBP')
    const [stored] = readdirSync(dir)
    expect(readdirSync(dir)).toHaveLength(1)
    expect(readFileSync(path.join(dir, stored!)).equals(first)).toBe(true)
    // what the other renderer answers is what is on disk, not a fresh encoding
    const marker = Buffer.from('from the disk cache')
    writeFileSync(path.join(dir, stored!), marker)
    expect((await createImageRenderer(dir)(COVER, 320, 'webp')).equals(marker)).toBe(true)
  })

  it('keeps each width and format apart, and leaves no partial file behind', async () => {
    const dir = cacheDir()
    const render = createImageRenderer(dir)
    const [small, large, jpeg] = await Promise.all([render(COVER, 320, 'webp'), render(COVER, 640, 'webp'), render(COVER, 320, 'jpeg')])
    expect(large.length).toBeGreaterThan(small.length)
    expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8')
    expect(readdirSync(dir).sort()).toHaveLength(3)
    expect(readdirSync(dir).some((name) => name.endsWith('.partial'))).toBe(false)
  })

  it('fails for a missing image, caching nothing', async () => {
    const dir = cacheDir()
    await expect(createImageRenderer(dir)('no-such-cover.svg', 320, 'webp')).rejects.toThrow()
    expect(() => readdirSync(dir)).toThrow()
  })
})
