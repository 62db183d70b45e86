import { containsWords, words } from '../../text/words'
import { F_ALIVE, type ExpertStore } from './expert-store'
import type { Expansions } from './expansions'
import { FIELD_NAME, FIELD_OCCUPATION, FIELD_SKILLS, type Postings } from './postings'
import { FIELD_BIT, FIELD_WEIGHT, WORD_SCORES } from './scores'

const STOP_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'for', 'of', 'in', 'on', 'with', 'to', 'my', 'i', 'me', 'need', 'looking'])
/** A key = stamp * 128 + ... stays a 32-bit integer (a query takes one stamp plus one per word, at most 8 words). */
const MAX_STAMP = 2 ** 25 - 16
const EMPTY_SLOTS = new Int32Array(0)
/** A postings list this many times longer than the survivors is searched (galloping) rather than walked. */
const GALLOP_RATIO = 8

/** The first index in sorted list[from .. end) holding a value >= slot (end when none): doubling steps, then halving. */
function gallop(list: Uint32Array, from: number, end: number, slot: number): number {
  if (from >= end || list[from]! >= slot) return from
  let lo = from
  let step = 1
  while (lo + step < end && list[lo + step]! < slot) {
    lo += step
    step *= 2
  }
  // list[lo] < slot; the answer is in (lo, min(lo + step, end)]
  let hi = Math.min(lo + step, end)
  lo++
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (list[mid]! < slot) lo = mid + 1
    else hi = mid
  }
  return lo
}
// read in the per-slot loops: kept as this module's own constants (an imported binding is read through its module on every use)
const ALIVE = F_ALIVE
const NAME_BIT = FIELD_BIT[FIELD_NAME]!
const OCCUPATION_BIT = FIELD_BIT[FIELD_OCCUPATION]!
const SKILLS_BIT = FIELD_BIT[FIELD_SKILLS]!
const SKILLS_PHRASE_WEIGHT = FIELD_WEIGHT[FIELD_SKILLS]! * 0.5
const FIELD_BITS = FIELD_BIT
const SCORES = WORD_SCORES

/** The query words that count: distinct, stop words dropped unless that leaves none, at most 8. */
function queryWords(query: string): string[] {
  const tokens = words(query)
  const meaningful = tokens.filter((t) => !STOP_WORDS.has(t))
  return [...new Set(meaningful.length > 0 ? meaningful : tokens)].slice(0, 8)
}

/**
 * Finds the experts matching every word of a query (words may come from different fields) and scores
 * them: the sum of each word's best match (quality × field weight), plus a bonus when the whole query
 * is found in one field or equals it, or stands as whole words in (or is) one skill or keyword.
 */
export class Matcher {
  // Scratch space reused by every query (one query at a time: JavaScript is single-threaded), per
  // slot, two 32-bit keys side by side (8 bytes a slot: the whole column stays in the CPU cache):
  // docKey = stamp * 128 + words matched * 8 + fields every word was found in, and
  // tokenKey = stamp * 128 + the WORD_SCORES code of the current word's best match * 8 + fields it
  // was found in.
  private keys = new Uint32Array(0)
  /** relevance of the matched slots: the sum over words, then the phrase bonuses */
  private docScore = new Float64Array(0)
  private touched = new Int32Array(0)
  private survivorsSorted = new Int32Array(0)
  /** per slot: the docStamp of the query still owing it its skill phrase bonus (see settle) */
  private owed = new Uint32Array(0)
  /** per interned string: docStamp * 4 + how it matches that query's phrase (see phraseMatch) */
  private phraseMemo = new Uint32Array(0)
  private stamp = 0
  // the last query, for settle()
  private docStamp = 0
  private phrase = ''
  private wordCount = 0
  private owedCount = 0
  /** bestPhraseMatch of the last query: the most a skill's phrase bonus can be */
  private skillPhraseBest = 0
  /** Whether phraseMemo holds every value that can hold the last query's phrase (any other is known not to). */
  private phraseKnown = false

  constructor(
    private readonly store: ExpertStore,
    private readonly postings: Postings,
    private readonly expansions: Expansions,
  ) {}

  private ensureScratch(): void {
    const n = this.store.n
    if (this.docScore.length >= n) return
    const size = Math.max(1024, Math.ceil(n * 1.5))
    this.keys = new Uint32Array(size * 2)
    this.docScore = new Float64Array(size)
    this.touched = new Int32Array(size)
    this.survivorsSorted = new Int32Array(size)
    this.owed = new Uint32Array(size)
    this.stamp = 0
  }

  /** Before a query: wraps the stamps around (clearing the scratch) only between queries, before docKey overflows. */
  private beginQuery(): void {
    if (this.stamp >= MAX_STAMP) {
      this.keys.fill(0)
      this.owed.fill(0)
      this.phraseMemo.fill(0)
      this.stamp = 0
    }
  }

  /**
   * Slots matching every word of the query, with their relevance. The slots are a view of scratch
   * space (no garbage per query): valid until the next query. Unless `exact`, the whole-query bonus of
   * a skill or keyword (the costliest part: every skill of every survivor is read) is left owed: the
   * score is then a lower bound, `owing` tells by how much it may rise, and `settle` pays it.
   */
  match(query: string, exact = true): { slots: Int32Array; score: Float64Array } {
    const tokens = queryWords(query)
    this.owedCount = 0
    if (tokens.length === 0) return { slots: EMPTY_SLOTS, score: this.docScore }
    this.ensureScratch()
    this.beginQuery()
    // the most selective word first: fewer experts are carried from word to word
    const expansions = tokens.map((t) => this.expansions.expand(t)).sort((a, b) => a.size - b.size)
    const docStamp = ++this.stamp
    const { arena, arenaStart, arenaLen, frozenLists, pending } = this.postings
    const { keys, docScore, touched, survivorsSorted } = this
    let survivors = 0
    let docFieldsBase = 0
    for (let t = 0; t < expansions.length; t++) {
      const tokenBase = ++this.stamp * 128
      // slots that matched every earlier word have docKey in [need, need + 8)
      const need = docStamp * 128 + t * 8
      const { terms, codes } = expansions[t]!
      let count = 0
      // a frozen list is sorted by slot: the earlier words' few survivors are looked up in a long one instead of walking it
      const sorted = t > 0 && this.sortSurvivors(terms, survivors) ? survivors : 0
      for (let m = 0; m < terms.length; m++) {
        for (let f = 0; f < 3; f++) {
          const l = terms[m]! * 3 + f
          const code = codes[m * 3 + f]!
          const bit = FIELD_BITS[f]!
          let from = l < frozenLists ? arenaStart[l]! : 0
          const frozenEnd = l < frozenLists ? from + arenaLen[l]! : 0
          if (sorted > 0 && frozenEnd - from > sorted * GALLOP_RATIO) {
            for (let j = 0; j < sorted && from < frozenEnd; j++) {
              const slot = survivorsSorted[j]!
              from = gallop(arena, from, frozenEnd, slot)
              if (from < frozenEnd && arena[from] === slot) count = this.hit(slot * 2, tokenBase, code, bit, count)
            }
            from = frozenEnd
          }
          if (t === 0) count = this.hitAll(arena, from, frozenEnd, tokenBase, code, bit, count)
          else count = this.hitSurvivors(arena, from, frozenEnd, need, tokenBase, code, bit, count)
          const extra = pending[l]
          if (extra) {
            if (t === 0) count = this.hitAll(extra, 0, extra.length, tokenBase, code, bit, count)
            else count = this.hitSurvivors(extra, 0, extra.length, need, tokenBase, code, bit, count)
          }
        }
      }
      const next = docStamp * 128 + (t + 1) * 8
      for (let i = 0; i < count; i++) {
        const slot = touched[i]!
        const token = keys[slot * 2 + 1]! - tokenBase
        const fields = token & 7
        if (t === 0) {
          keys[slot * 2] = next + fields
          docScore[slot] = SCORES[token >> 3]!
        } else {
          keys[slot * 2] = next + ((keys[slot * 2]! - need) & fields)
          docScore[slot] = docScore[slot]! + SCORES[token >> 3]!
        }
      }
      docFieldsBase = next
      survivors = count
      if (survivors === 0) break
    }
    this.docStamp = docStamp
    this.phrase = tokens.join(' ')
    this.wordCount = tokens.length
    this.growPhraseMemo()
    this.phraseKnown = false
    this.skillPhraseBest = survivors > 0 && tokens.length > 1 ? this.bestPhraseMatch(tokens) : 0
    const kept = this.addPhraseBonuses(survivors, docFieldsBase, exact)
    return { slots: touched.subarray(0, kept), score: this.docScore }
  }

  /** How much the last query's score of a slot may still rise (its owed skill phrase bonus at most). */
  owing(slot: number): number {
    return this.owedCount > 0 && this.owed[slot] === this.docStamp ? this.mostOwed : 0
  }

  /** The most owing() answers for any slot of the last query. */
  get mostOwed(): number {
    return SKILLS_PHRASE_WEIGHT * this.skillPhraseBest * this.wordCount
  }

  /**
   * The best phraseMatch of the last query's phrase over every indexed value (occupation, skill,
   * keyword) that could hold it: those holding its rarest word. 0 (no value holds the phrase) spares
   * reading any expert's skills. Each of those values is remembered, so every other value is then
   * known not to hold the phrase without reading it (a query matching thousands of experts would
   * otherwise read each of their thousands of distinct skills).
   */
  private bestPhraseMatch(tokens: string[]): number {
    const { postings } = this
    let fewest: readonly number[] | undefined
    for (const token of tokens) {
      const term = postings.termOf.get(token)
      const strings = term === undefined ? [] : postings.stringsWith(term)
      if (!fewest || strings.length < fewest.length) fewest = strings
    }
    let best = 0
    const memoKey = this.docStamp * 4
    for (const id of fewest!) best = Math.max(best, this.phraseMatch(id, this.phrase, memoKey))
    this.phraseKnown = true
    return best
  }

  private growPhraseMemo(): void {
    const { strings } = this.store
    if (this.phraseMemo.length >= strings.length) return
    const memo = new Uint32Array(Math.ceil(strings.length * 1.5))
    memo.set(this.phraseMemo)
    this.phraseMemo = memo
  }

  /** Whether any slot of the last query is still owed its skill phrase bonus. */
  get owes(): boolean {
    return this.owedCount > 0
  }

  /** Pays a slot of the last query its owed skill phrase bonus, if any: its score is then exact. */
  settle(slot: number): void {
    if (this.owedCount === 0 || this.owed[slot] !== this.docStamp) return
    this.owed[slot] = 0
    this.docScore[slot] = this.docScore[slot]! + SKILLS_PHRASE_WEIGHT * this.skillPhraseBonus(slot) * this.wordCount
  }

  /** Records that key offset o (slot * 2) matched the current word with score code and field bit; returns the new touched count. */
  private hit(o: number, tokenBase: number, code: number, bit: number, count: number): number {
    const { keys } = this
    const tokenKey = keys[o + 1]!
    if (tokenKey < tokenBase) {
      keys[o + 1] = tokenBase + code + bit
      this.touched[count] = o >> 1
      return count + 1
    }
    const was = tokenKey - tokenBase
    keys[o + 1] = tokenBase + Math.max(was & 0x78, code) + ((was & 7) | bit)
    return count
  }

  /** hit() for every slot of list[from .. end) (the query's first word: every slot counts). */
  private hitAll(list: ArrayLike<number>, from: number, end: number, tokenBase: number, code: number, bit: number, count: number): number {
    for (let i = from; i < end; i++) count = this.hit(list[i]! * 2, tokenBase, code, bit, count)
    return count
  }

  /** hit() for the slots of list[from .. end) that matched every earlier word (docKey in [need, need + 8)). */
  private hitSurvivors(
    list: ArrayLike<number>,
    from: number,
    end: number,
    need: number,
    tokenBase: number,
    code: number,
    bit: number,
    count: number,
  ): number {
    const { keys } = this
    for (let i = from; i < end; i++) {
      const o = list[i]! * 2
      const docKey = keys[o]!
      if (docKey < need || docKey >= need + 8) continue
      count = this.hit(o, tokenBase, code, bit, count)
    }
    return count
  }

  /**
   * When a frozen list of the word's terms is long next to the earlier words' survivors (touched[0 ..
   * survivors)), copies them into survivorsSorted in slot order and answers true.
   */
  private sortSurvivors(terms: Uint32Array, survivors: number): boolean {
    const { frozenLists, arenaLen } = this.postings
    let long = false
    for (let m = 0; m < terms.length && !long; m++) {
      for (let f = 0; f < 3; f++) {
        const l = terms[m]! * 3 + f
        if (l < frozenLists && arenaLen[l]! > survivors * GALLOP_RATIO) long = true
      }
    }
    if (!long) return false
    const sorted = this.survivorsSorted.subarray(0, survivors)
    sorted.set(this.touched.subarray(0, survivors))
    sorted.sort()
    return true
  }

  /**
   * Adds the whole-query bonuses to the survivors' scores (a skill's one owed unless `exact`) and keeps
   * the live ones in place; returns how many.
   */
  private addPhraseBonuses(survivors: number, docFieldsBase: number, exact: boolean): number {
    const { store, keys, docScore, touched, owed, phrase, wordCount, docStamp } = this
    const memoKey = docStamp * 4
    const skillPhrase = this.skillPhraseBest > 0
    let kept = 0
    for (let i = 0; i < survivors; i++) {
      const slot = touched[i]!
      if (!(store.flags[slot]! & ALIVE)) continue
      let score = docScore[slot]!
      const together = keys[slot * 2]! - docFieldsBase
      // the whole query in one field, better still the whole field
      if (together & (NAME_BIT | OCCUPATION_BIT)) score += 0.5 * wordCount
      else if (together) score += 0.3 * wordCount
      // 2: the field is the query, 1: the field holds it as whole words (occupations are shared: checked once each).
      // Only fields that matched every word can hold the phrase's words, so only those are read.
      let bonus = 0
      if (together & NAME_BIT) {
        const name = store.foldedName[slot]!
        bonus = name === phrase ? 2 : containsWords(name, phrase) ? 1 : 0
      }
      if (bonus < 2 && together & OCCUPATION_BIT) bonus = Math.max(bonus, this.phraseMatch(store.occupation[slot]!, phrase, memoKey))
      if (bonus === 2) score += wordCount
      else if (bonus === 1) score += 0.5 * wordCount
      else if (skillPhrase && together & SKILLS_BIT) {
        if (exact) score += SKILLS_PHRASE_WEIGHT * this.skillPhraseBonus(slot) * wordCount
        else {
          owed[slot] = docStamp
          this.owedCount++
        }
      }
      docScore[slot] = score
      touched[kept++] = slot
    }
    return kept
  }

  /**
   * 2 when one of the expert's skills or keywords is the last query's phrase, 1 when one holds it as
   * whole words (each value checked once per query).
   */
  private skillPhraseBonus(slot: number): number {
    const { store, phrase } = this
    const memoKey = this.docStamp * 4
    let best = 0
    const start = store.listStart[slot]!
    const end = start + store.areaCount[slot]! + store.keywordCount[slot]!
    for (let i = start; i < end && best < 2; i++) {
      best = Math.max(best, this.phraseMatch(store.listArena[i]!, phrase, memoKey))
    }
    return best
  }

  /**
   * 2 when the folded value `id` is the phrase, 1 when it holds it as whole words, else 0; remembered for the
   * query in phraseMemo under memoKey (its docStamp * 4: an older entry is below it).
   */
  private phraseMatch(id: number, phrase: string, memoKey: number): number {
    const memo = this.phraseMemo[id]!
    if (memo >= memoKey) return memo - memoKey
    if (this.phraseKnown) return 0
    const value = this.store.foldedOf(id)
    const match = value === phrase ? 2 : containsWords(value, phrase) ? 1 : 0
    this.phraseMemo[id] = memoKey + match
    return match
  }
}
