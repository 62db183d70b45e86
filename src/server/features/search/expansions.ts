import { stem } from '../../text/stem'
import { lowerBound, type Postings } from './postings'
import { FIELD_WEIGHT, QUALITY_EXACT, QUALITY_PREFIX, QUALITY_STEM, QUALITY_STEM_RELATED, QUALITY_TYPO, WORD_SCORE_CODE } from './scores'
import { editDistance, maxEdits, sameStart } from './typos'

const MIN_PREFIX = 3
/** Stems this long or longer also match stems one or two letters longer or shorter (financ ~ financi). */
const MIN_RELATED_STEM = 5
const MAX_STEM_GAP = 2
/** Query words whose expansions are remembered (least recently used ones are forgotten first). */
const EXPANSION_CACHE_SIZE = 2000

/** The indexed words one query word stands for (term ids) and how well each matches. */
export interface Expansion {
  terms: Uint32Array
  /** per term and field (m * 3 + f): the WORD_SCORES code of a match there, times 8 (its place in a token key) */
  codes: Uint8Array
  /** postings over the three fields: how much work matching this word is */
  size: number
}

/**
 * Expands query words into the indexed words they stand for: exactly, as a prefix (3+ letters), by
 * stem, or, for a word not in the vocabulary at all, within one or two edits. Remembered (LRU) until
 * the vocabulary grows.
 */
export class Expansions {
  private readonly cache = new Map<string, Expansion>()
  /** the vocabulary size the cache was made with: a new word may be a prefix or typo match of a remembered query word */
  private terms = 0

  constructor(private readonly postings: Postings) {}

  clear(): void {
    this.cache.clear()
  }

  expand(word: string): Expansion {
    const { postings } = this
    if (postings.termText.length !== this.terms) {
      this.cache.clear()
      this.terms = postings.termText.length
    }
    const cached = this.cache.get(word)
    if (cached) {
      this.cache.delete(word)
      this.cache.set(word, cached)
      return cached
    }
    const terms: number[] = []
    const quality: number[] = []
    const at = new Map<number, number>()
    // a word found more than one way (a prefix that shares the stem, a typo that does) counts at its best
    const add = (id: number, q: number) => {
      const i = at.get(id)
      if (i === undefined) {
        at.set(id, terms.length)
        terms.push(id)
        quality.push(q)
      } else if (q > quality[i]!) quality[i] = q
    }
    const exact = postings.termOf.get(word)
    if (exact !== undefined) add(exact, QUALITY_EXACT)
    if (word.length >= MIN_PREFIX) {
      const sorted = postings.sortedTerms
      for (let i = lowerBound(sorted, word); i < sorted.length && sorted[i]!.startsWith(word); i++) {
        if (sorted[i] !== word) add(postings.termOf.get(sorted[i]!)!, QUALITY_PREFIX)
      }
    }
    this.expandStem(word, add)
    if (exact === undefined) {
      const k = maxEdits(word.length)
      for (let len = word.length - k; k > 0 && len <= word.length + k; len++) {
        for (const term of postings.byLength.get(len) ?? []) {
          const text = postings.termText[term]!
          if (!sameStart(word, text)) continue
          const d = editDistance(word, text, k)
          if (d <= k) add(term, QUALITY_TYPO[d]!)
        }
      }
    }
    let size = 0
    const codes = new Uint8Array(terms.length * 3)
    for (let m = 0; m < terms.length; m++) {
      for (let f = 0; f < 3; f++) {
        size += postings.listSize(terms[m]! * 3 + f)
        codes[m * 3 + f] = WORD_SCORE_CODE.get(quality[m]! * FIELD_WEIGHT[f]!)! * 8
      }
    }
    const expansion: Expansion = { terms: Uint32Array.from(terms), codes, size }
    if (this.cache.size >= EXPANSION_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!)
    this.cache.set(word, expansion)
    return expansion
  }

  /**
   * Adds the indexed words sharing the query word's stem, and from 5-letter stems those whose stem
   * extends it or is cut from it by at most two letters (finance 'financ' ~ financial 'financi').
   */
  private expandStem(word: string, add: (term: number, quality: number) => void): void {
    const { termsOfStem } = this.postings
    const wordStem = stem(word)
    if (wordStem.length < MIN_PREFIX) return
    const addAll = (ids: number[] | undefined, q: number) => {
      for (const id of ids ?? []) add(id, q)
    }
    addAll(termsOfStem.get(wordStem), QUALITY_STEM)
    if (wordStem.length < MIN_RELATED_STEM) return
    const stems = this.postings.sortedStems
    for (let i = lowerBound(stems, wordStem); i < stems.length && stems[i]!.startsWith(wordStem); i++) {
      if (stems[i]!.length - wordStem.length <= MAX_STEM_GAP) addAll(termsOfStem.get(stems[i]!), QUALITY_STEM_RELATED)
    }
    for (let cut = 1; cut <= MAX_STEM_GAP && wordStem.length - cut >= MIN_RELATED_STEM; cut++) {
      addAll(termsOfStem.get(wordStem.slice(0, -cut)), QUALITY_STEM_RELATED)
    }
  }
}
