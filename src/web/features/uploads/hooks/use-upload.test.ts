import { describe, expect, it } from 'vitest'
import { UPLOAD_CHUNK_MAX } from '../../../../shared/constants'
import { firstChunkSize, nextChunkSize, sendsWithCreation } from './use-upload'

const KB = 1024
const MB = 1024 * KB

describe('upload chunk sizes (CONST-18)', () => {
  it('sends files up to 256 KB in one request and larger ones from 256 KB chunks', () => {
    expect(firstChunkSize(100 * KB)).toBe(Number.POSITIVE_INFINITY)
    expect(firstChunkSize(256 * KB)).toBe(Number.POSITIVE_INFINITY)
    expect(firstChunkSize(256 * KB + 1)).toBe(256 * KB)
    // the small file rides on the creating request itself: no second request
    expect(sendsWithCreation(100 * KB)).toBe(true)
    expect(sendsWithCreation(256 * KB)).toBe(true)
    expect(sendsWithCreation(256 * KB + 1)).toBe(false)
  })

  it('doubles after each chunk and stays under 32 MB', () => {
    const sizes = [256 * KB]
    for (let i = 0; i < 12; i++) sizes.push(nextChunkSize(sizes.at(-1)!))
    expect(sizes.slice(0, 8)).toEqual([256 * KB, 512 * KB, 1 * MB, 2 * MB, 4 * MB, 8 * MB, 16 * MB, 16 * MB])
    expect(Math.max(...sizes)).toBeLessThan(UPLOAD_CHUNK_MAX)
  })
})
