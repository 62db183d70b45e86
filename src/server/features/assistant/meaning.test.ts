import { describe, expect, it } from 'vitest'
import { MeaningIndex } from './meaning'
import { loadWordVectors } from './vectors'

const vectors = loadWordVectors()

describe('matching by meaning (word vectors shipped in the repo, nothing downloaded)', () => {
  it('loads 60,000 English words, each a unit vector', () => {
    expect(vectors.size).toBe(60_000)
    const row = vectors.row('guitar')
    expect(row).toBeGreaterThanOrEqual(0)
    expect(vectors.similarity(row, row)).toBeCloseTo(1, 2)
    expect(vectors.row('zzzqqq')).toBe(-1)
  })

  it('ranks a field by words it does not list but that mean something close', () => {
    const index = new MeaningIndex(vectors, [
      { title: 'Music Teacher', texts: [['guitar piano singing lessons', 1]] },
      { title: 'Android Developer', texts: [['android app kotlin mobile', 1]] },
      { title: 'Driving Instructor', texts: [['driving lessons car test', 1]] },
    ])
    const scores = index.score(
      new Map([
        ['campfire', 1],
        ['songs', 1],
        ['strum', 1],
      ]),
    )
    const ranked = [...scores].sort((a, b) => b[1] - a[1]).map(([title]) => title)
    expect(ranked[0]).toBe('Music Teacher')
    const parking = [
      ...index.score(
        new Map([
          ['parking', 1],
          ['motorway', 1],
          ['traffic', 1],
        ]),
      ),
    ].sort((a, b) => b[1] - a[1])
    expect(parking[0]?.[0]).toBe('Driving Instructor')
  })

  it('gives nothing for words of no field or without a vector', () => {
    const index = new MeaningIndex(vectors, [{ title: 'Plumber', texts: [['leak pipe drain', 1]] }])
    expect(
      index.score(
        new Map([
          ['the', 1],
          ['zzzqqq', 1],
        ]),
      ).size,
    ).toBe(0)
  })
})
