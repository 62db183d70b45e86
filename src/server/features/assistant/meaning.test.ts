import { describe, expect, it } from 'vitest'
import { withoutCommonWords, type ProfileField } from './fields'
import { MeaningIndex } from './meaning'
import { words } from './text'
import { loadWordVectors } from './vectors'

const vectors = loadWordVectors()

describe('matching by meaning (word vectors shipped in the repo, nothing downloaded)', () => {
  it('loads 200,000 English words, each a unit vector, rare ones included', () => {
    expect(vectors.size).toBe(200_000)
    expect(vectors.row('joists')).toBeGreaterThan(60_000)
    expect(vectors.similarity(vectors.row('joists'), vectors.row('beams'))).toBeGreaterThan(0.5)
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

  it('reads the message as a whole against what each field is (its title and description)', () => {
    const index = new MeaningIndex(vectors, [
      { title: 'Dermatologist', texts: [], core: 'Dermatologist: skin conditions, rashes, moles' },
      { title: 'Dentist', texts: [], core: 'Dentist: teeth, gums, fillings' },
    ])
    const concept = (text: string) => index.concepts(new Map(words(text).map((w) => [w, 1])))
    const itchy = concept('itchy red patches spreading on both arms')
    expect(itchy.get('Dermatologist')!).toBeGreaterThan(itchy.get('Dentist')!)
    const chewing = concept('sharp pain when chewing on the left side')
    expect(chewing.get('Dentist')!).toBeGreaterThan(chewing.get('Dermatologist')!)
    expect(concept('zzzqqq').size).toBe(0)
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

describe('reading words as meant', () => {
  it('reads a typo as the common word it misspells, and leaves known or short words alone', () => {
    expect(vectors.word(vectors.spelled('spreadhseet'))).toBe('spreadsheet')
    expect(vectors.word(vectors.spelled('morgage'))).toBe('mortgage')
    expect(vectors.spelled('guitar')).toBe(vectors.row('guitar'))
    expect(vectors.spelled('qzx')).toBe(-1)
    expect(vectors.spelled('zzzqqqxx')).toBe(-1)
  })

  it('drops English contraction endings instead of making other words of them', () => {
    expect(words("We'd like it, he'll start, it's my dog's")).toEqual(['we', 'like', 'it', 'he', 'start', 'it', 'my', 'dog'])
    expect(words("j'ai de l'eau, s'il")).toEqual(['jai', 'de', 'leau', 'sil'])
  })

  it("drops profile words that most fields' experts use, and keeps each field's own", () => {
    const field = (title: string, own: string): ProfileField => ({
      title,
      experts: 5,
      isNew: false,
      areas: [],
      best: [],
      words: [
        [own, 1],
        ['helping', 0.8],
      ],
    })
    const fields = withoutCommonWords(Array.from({ length: 12 }, (_, i) => field(`Field ${i}`, `word${i}`)))
    expect(fields.map((f) => f.words.map(([w]) => w))).toEqual(Array.from({ length: 12 }, (_, i) => [`word${i}`]))
    // With a handful of fields, nothing is told common.
    expect(withoutCommonWords([field('A', 'a'), field('B', 'b')])[0]!.words).toHaveLength(2)
  })
})
