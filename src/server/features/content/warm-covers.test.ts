import { describe, expect, it } from 'vitest'
import { warmCovers, type RenderImage } from './images'
import type { ContentStore } from './content.store'

const post = (date: string, file: string) => ({ date, cover: { src: `/api/content/images/${file}`, width: 1200, height: 630, alt: '' } })
const store = {
  posts: {
    blog: [post('2026-03-01', 'b-new.svg'), post('2025-01-01', 'b-old.svg')],
    'expert-resources': [post('2026-02-01', 'r-mid.png'), post('2024-01-01', 'b-new.svg')],
  },
} as unknown as ContentStore

function recorder(failing = '') {
  const calls: string[] = []
  const render: RenderImage = async (file, width, format) => {
    calls.push(`${file} ${width} ${format}`)
    if (file === failing) throw new Error('unreadable')
    return Buffer.alloc(0)
  }
  return { calls, render }
}

describe('warmCovers', () => {
  it('renders each cover once per phone width as AVIF, newest posts first, past a cover that fails', async () => {
    const { calls, render } = recorder('r-mid.png')
    expect(await warmCovers(async () => store, render, () => false)).toBe(4)
    expect(calls).toEqual([
      'b-new.svg 800 avif',
      'b-new.svg 1200 avif',
      'r-mid.png 800 avif',
      'r-mid.png 1200 avif',
      'b-old.svg 800 avif',
      'b-old.svg 1200 avif',
    ])
  })

  it('stops once the server closes', async () => {
    const { calls, render } = recorder()
    let closed = false
    const counted = warmCovers(
      async () => store,
      async (...args) => {
        closed = true
        return render(...args)
      },
      () => closed,
    )
    expect(await counted).toBe(1)
    expect(calls).toEqual(['b-new.svg 800 avif'])
  })
})
