import { describe, expect, it } from 'vitest'
import { createGroupCommit } from './group-commit'

describe('group commit', () => {
  it('commits concurrent items in one batch, in order, and settles callers in that order', async () => {
    const batches: number[][] = []
    const commit = createGroupCommit(async (items: number[]) => {
      batches.push(items)
      return items.map((n) => n * 10)
    })
    const settled: number[] = []
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => commit.submit(i).then((r) => (settled.push(i), r))))
    expect(batches).toEqual([Array.from({ length: 20 }, (_, i) => i)])
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 10))
    expect(settled).toEqual(Array.from({ length: 20 }, (_, i) => i))
  })

  it('gathers what arrives during a commit into the next one, never two commits at once, at most maxBatch each', async () => {
    const batches: string[][] = []
    let running = 0
    let release!: () => void
    const firstHeld = new Promise<void>((resolve) => (release = resolve))
    const commit = createGroupCommit(
      async (items: string[]) => {
        running++
        expect(running).toBe(1)
        batches.push(items)
        if (batches.length === 1) await firstHeld
        running--
        return items
      },
      { maxBatch: 3 },
    )
    const first = commit.submit('a')
    await new Promise((resolve) => setImmediate(resolve))
    expect(batches).toEqual([['a']])
    const later = ['b', 'c', 'd', 'e'].map((s) => commit.submit(s))
    release()
    expect(await Promise.all([first, ...later])).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(batches).toEqual([['a'], ['b', 'c', 'd'], ['e']])
  })

  it('rejects every caller of a failed batch and goes on with the next', async () => {
    let calls = 0
    const commit = createGroupCommit(async (items: string[]) => {
      calls++
      if (calls === 1) throw new Error('disk full')
      return items
    })
    const failed = [commit.submit('x'), commit.submit('y')]
    await expect(
      Promise.all(
        failed.map((p) =>
          p.then(
            () => 'ok',
            (e: Error) => e.message,
          ),
        ),
      ),
    ).resolves.toEqual(['disk full', 'disk full'])
    await expect(commit.submit('z')).resolves.toBe('z')
  })

  it('rejects when the commit does not answer for every item', async () => {
    const commit = createGroupCommit(async (items: string[]) => items.slice(1))
    await expect(Promise.all([commit.submit('x'), commit.submit('y')])).rejects.toThrow(/1 results for 2 items/)
  })
})
