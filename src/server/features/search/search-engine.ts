import snowball from 'snowball-stemmers'
import { RESPONSE_RATES } from '../../../shared/constants'
import type { PublicExpert } from '../../../shared/schemas/expert'
import {
  MOST_HELPFUL_MIN_RATING,
  RISING_TIO_DAYS,
  RISING_TIO_MIN_RATING,
  type JobSuccess,
  type SearchCommunication,
  type SearchSort,
} from '../../../shared/schemas/search'

/**
 * The in-memory expert search index (one per server instance). It finds what the original Fuse.js
 * search (threshold 0.4 over displayName, occupation, keywords and expertise_areas) finds, typos
 * included, but on the server and in milliseconds at 100,000 experts:
 *
 * - text is folded (accents, case, apostrophes) and cut into words; every word of the query must be
 *   found in one of the four fields (words may come from different fields);
 * - a query word matches an indexed word exactly, as a prefix (3+ letters), by its English stem
 *   (Snowball: finance, finances and financing share 'financ'; from 5-letter stems also one stem
 *   extending the other by a letter or two, so finance ~ financial 'financi'), or, when the word is
 *   not in the vocabulary at all (a typo), within one edit (two from 8 letters on; a swap of two
 *   neighbouring letters counts as one edit, so 'pyhton' finds Python);
 * - short words (1-2 letters) only match exactly, so short queries do not drown the list;
 * - relevance: exact > stem > prefix > typo, name and occupation over skills, plus a bonus when the whole
 *   query is found in one field or equals it, or stands as whole words in (or is) one skill or keyword.
 *
 * Memory (at 100,000 experts about 84 MB of heap and 25 MB of typed arrays; about 150 MB of RSS over
 * an empty server, built in a few seconds): experts are kept as columns (typed arrays per
 * number, one packed string per expert for the texts only it has), the values that repeat a lot
 * (occupations, cities, first and last names, skills, keywords) are interned once and referenced by
 * id, and postings live in one Uint32Array arena (additions since the last freeze() in small side
 * lists). The public JSON of an expert is built on demand for the page being answered.
 */

export interface IndexedExpert {
  expert: PublicExpert
  /** Private: only matched by the location filter, never returned. */
  address: string
  /** When the expert was approved (ms since epoch), for Rising Tio. */
  approvedAt: number
}

export interface SearchOptions {
  q: string
  page: number
  pageSize: number
  sort: SearchSort
  communication: SearchCommunication
  location: string
  jobSuccess?: JobSuccess
  accountType: 'all' | 'expert' | 'business'
  /** For Rising Tio; defaults to Date.now() */
  now?: number
}

export interface SearchPage {
  /** The page's experts, each as its JSON text (joined into the answer without re-serialising). */
  json: string[]
  uids: string[]
  total: number
  page: number
  pageSize: number
  pages: number
}

const FIELD_NAME = 0
const FIELD_OCCUPATION = 1
const FIELD_SKILLS = 2
const FIELD_WEIGHT = [1, 1, 0.7]
const FIELD_BIT = [1, 2, 4]
const QUALITY_EXACT = 1
const QUALITY_PREFIX = 0.7
const QUALITY_STEM = 0.8
const QUALITY_STEM_RELATED = 0.65
/** Stems this long or longer also match stems one or two letters longer or shorter (financ ~ financi). */
const MIN_RELATED_STEM = 5
const MAX_STEM_GAP = 2
const QUALITY_TYPO = [1, 0.6, 0.45]
/**
 * Every score one query word can earn in one field (quality × field weight), ascending. A word's best
 * score so far is kept as its index here (4 bits of a 32-bit key), so the larger index is the better.
 */
const WORD_SCORES = [
  ...new Set([QUALITY_EXACT, QUALITY_PREFIX, QUALITY_STEM, QUALITY_STEM_RELATED, ...QUALITY_TYPO].flatMap((q) => FIELD_WEIGHT.map((w) => q * w))),
].sort((a, b) => a - b)
const WORD_SCORE_CODE = new Map(WORD_SCORES.map((score, code) => [score, code]))
if (WORD_SCORES.length > 16) throw new Error('search: more word scores than a 4-bit code holds')
const MIN_PREFIX = 3
const STOP_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'for', 'of', 'in', 'on', 'with', 'to', 'my', 'i', 'me', 'need', 'looking'])
const RESPONSE_RANK = new Map<string, number>(RESPONSE_RATES.map((r, i) => [r, i]))
const DAY_MS = 24 * 60 * 60 * 1000
/** A key = stamp * 128 + ... stays a 32-bit integer (a query takes one stamp plus one per word, at most 8 words). */
const MAX_STAMP = 2 ** 25 - 16
/** Query words whose expansions are remembered (least recently used ones are forgotten first). */
const EXPANSION_CACHE_SIZE = 2000

// per-expert flags
const F_CALL = 1
const F_EMAIL = 2
const F_VIDEO = 4
const F_BUSINESS = 8
const F_PHOTO = 16
const F_ALIVE = 32
/** The expert's email is public (it offers email). */
const F_HAS_EMAIL = 64
/** The response rate is measured, not self-declared (issue 23 item 6). */
const F_MEASURED = 128

// the texts only one expert has, each as its JSON string literal, packed into one string per expert
// (lengths kept beside): an answer is written by joining them, without escaping anything again
const T_DISPLAY_NAME = 0
const T_PHOTO = 1
const T_DESCRIPTION = 2
const T_CUSTOM_URL = 3
const T_TWITTER = 4
const T_LINKEDIN = 5
const T_WEBSITE = 6
const T_EMAIL = 7
const TEXT_FIELDS = 8

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/

/** Case-, accent- and apostrophe-insensitive form of a text. */
export function fold(text: string): string {
  if (PRINTABLE_ASCII.test(text)) {
    const lower = text.toLowerCase()
    return lower.includes("'") || lower.includes('`') ? lower.replace(/['`]/g, '') : lower
  }
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .replace(/æ/g, 'ae')
    .replace(/đ/g, 'd')
    .replace(/['’`]/g, '')
}

const english = snowball.newStemmer('english')

/** The English Snowball stem of a folded word; numbers and short words stand for themselves. */
export function stem(word: string): string {
  return word.length < 4 || !/^[a-z]+$/.test(word) ? word : english.stem(word)
}

/** The words of a text, folded. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * The phrase stands in the value as whole words: "home care agency" holds "care", "career coach" does not.
 * Both are folded words joined by single spaces.
 */
export function containsWords(value: string, phrase: string): boolean {
  for (let at = value.indexOf(phrase); at >= 0; at = value.indexOf(phrase, at + 1)) {
    const end = at + phrase.length
    if ((at === 0 || value.charCodeAt(at - 1) === 32) && (end === value.length || value.charCodeAt(end) === 32)) return true
  }
  return false
}

/** Words to index for a value: its words plus the joined form of hyphenated ones (full-stack → fullstack). */
function indexWords(text: string, into: Set<string>) {
  const folded = fold(text)
  for (const w of folded.split(/[^\p{L}\p{N}]+/u)) if (w) into.add(w)
  if (folded.includes('-')) {
    for (const compound of folded.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []) into.add(compound.replace(/-/g, ''))
  }
}

// rows of the edit-distance table, reused by every call
// eslint-disable-next-line no-restricted-syntax -- scratch rows of the edit distance, reused by every synchronous call; no state survives a call
let rowA = new Int32Array(64)
// eslint-disable-next-line no-restricted-syntax -- scratch rows of the edit distance, reused by every synchronous call; no state survives a call
let rowB = new Int32Array(64)
// eslint-disable-next-line no-restricted-syntax -- scratch rows of the edit distance, reused by every synchronous call; no state survives a call
let rowC = new Int32Array(64)

/** Optimal string alignment distance (Damerau-Levenshtein without repeated edits), or max+1 when above max. */
export function editDistance(a: string, b: string, max: number): number {
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > max) return max + 1
  if (rowA.length <= lb) {
    rowA = new Int32Array(lb * 2 + 1)
    rowB = new Int32Array(lb * 2 + 1)
    rowC = new Int32Array(lb * 2 + 1)
  }
  let prevPrev = rowA
  let prev = rowB
  let cur = rowC
  for (let j = 0; j <= lb; j++) prev[j] = j
  for (let i = 1; i <= la; i++) {
    cur[0] = i
    let rowMin = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1)
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1))
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) v = Math.min(v, prevPrev[j - 2]! + 1)
      cur[j] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    const spare = prevPrev
    prevPrev = prev
    prev = cur
    cur = spare
  }
  return prev[lb]!
}

/**
 * Typos rarely touch the first letter (Lucene's fuzzy prefix_length 1), except swapping the first two:
 * without this rule "blacksmith forge" finds locksmiths named Jorge.
 */
function sameStart(word: string, term: string): boolean {
  return word[0] === term[0] || (word[0] === term[1] && word[1] === term[0])
}

function maxEdits(length: number): number {
  if (length < 4) return 0
  return length >= 8 ? 2 : 1
}

/** The indexed words one query word stands for (term ids) and how well each matches. */
interface Expansion {
  terms: Uint32Array
  /** per term and field (m * 3 + f): the WORD_SCORES code of a match there, times 8 (its place in a token key) */
  codes: Uint8Array
  /** postings over the three fields: how much work matching this word is */
  size: number
}

const EMPTY = new Uint32Array(0)
const EMPTY_SLOTS = new Int32Array(0)

export class SearchIndex {
  // ---- vocabulary and postings (list id = term * 3 + field) ----
  private readonly termOf = new Map<string, number>()
  private readonly termText: string[] = []
  private readonly byLength = new Map<number, number[]>()
  private sortedTerms: string[] | null = null
  /** stem → the indexed words with that stem */
  private readonly termsOfStem = new Map<string, number[]>()
  private sortedStems: string[] | null = null
  private readonly expansions = new Map<string, Expansion>()
  /** postings packed by freeze(): list l is arena[arenaStart[l] .. arenaStart[l] + arenaLen[l]) */
  private arena = EMPTY
  private arenaStart = EMPTY
  private arenaLen = EMPTY
  private frozenLists = 0
  /** postings added since the last freeze() */
  private pending: (number[] | undefined)[] = []
  private pendingCount = 0

  // ---- interned strings (occupations, cities, names, skills, keywords) ----
  private readonly stringOf = new Map<string, number>()
  private readonly strings: string[] = []
  /** the index words of an interned string (terms), computed once per distinct string */
  private readonly termsOfString: (Uint32Array | undefined)[] = []
  private readonly foldedOfString: (string | undefined)[] = []
  /** JSON string literal of an interned string, made on first answer */
  private readonly quotedOfString: (string | undefined)[] = []

  // ---- per slot (a removed or replaced expert leaves a dead slot until the next compaction) ----
  private n = 0
  private capacity = 0
  private flags = new Uint8Array(0)
  private response = new Uint8Array(0)
  private rating = new Float64Array(0)
  private ratingCount = new Float64Array(0)
  private years = new Float64Array(0)
  private approvedAt = new Float64Array(0)
  /** lowest offer price in points, NaN without offers */
  private priceFrom = new Float64Array(0)
  /** 1 when freeFirstMessage is shown (the flags byte is full) */
  private freeFirst = new Uint8Array(0)
  private firstName = new Uint32Array(0)
  private lastName = new Uint32Array(0)
  private occupation = new Uint32Array(0)
  private city = new Uint32Array(0)
  /** expertise areas then keywords (interned ids) in listArena from listStart */
  private listStart = new Uint32Array(0)
  private areaCount = new Uint16Array(0)
  private keywordCount = new Uint16Array(0)
  private listArena = new Uint32Array(1024)
  private listUsed = 0
  private textLen = new Uint32Array(0)
  private text: string[] = []
  private uid: string[] = []
  private location: string[] = []
  private foldedName: string[] = []
  private readonly slotOf = new Map<string, number>()
  private dead = 0
  /** bumped on every change: derived answers (directory) are cached per version */
  private version = 0
  private directoryCache: {
    version: number
    field: string
    slots: number[]
    fields: { name: string; count: number }[]
  } | null = null

  // Scratch space reused by every query (one query at a time: JavaScript is single-threaded), per
  // slot, two 32-bit keys side by side (8 bytes a slot: the whole column stays in the CPU cache):
  // docKey = stamp * 128 + words matched * 8 + fields every word was found in, and
  // tokenKey = stamp * 128 + the WORD_SCORES code of the current word's best match * 8 + fields it
  // was found in.
  private keys = new Uint32Array(0)
  /** relevance of the matched slots: the sum over words, then the phrase bonuses */
  private docScore = new Float64Array(0)
  private touched = new Int32Array(0)
  /** per interned string: docStamp * 4 + how it matches that query's phrase (see phraseMatch) */
  private phraseMemo = new Uint32Array(0)
  private stamp = 0

  constructor(experts: Iterable<IndexedExpert> = []) {
    for (const e of experts) this.upsert(e)
    this.freeze()
  }

  get size(): number {
    return this.slotOf.size
  }

  has(uid: string): boolean {
    return this.slotOf.has(uid)
  }

  private intern(value: string): number {
    let id = this.stringOf.get(value)
    if (id === undefined) {
      id = this.strings.length
      this.strings.push(value)
      this.stringOf.set(value, id)
      // kept dense (a sparse array turns into a slow dictionary)
      this.termsOfString.push(undefined)
      this.foldedOfString.push(undefined)
      this.quotedOfString.push(undefined)
    }
    return id
  }

  private termsOf(stringId: number): Uint32Array {
    let terms = this.termsOfString[stringId]
    if (!terms) {
      const set = new Set<string>()
      indexWords(this.strings[stringId]!, set)
      terms = new Uint32Array(set.size)
      let i = 0
      for (const w of set) terms[i++] = this.term(w)
      this.termsOfString[stringId] = terms
    }
    return terms
  }

  private quotedOf(stringId: number): string {
    return (this.quotedOfString[stringId] ??= JSON.stringify(this.strings[stringId]!))
  }

  /** JSON array of interned strings listArena[from .. to). */
  private quotedList(from: number, to: number): string {
    let out = '['
    for (let i = from; i < to; i++) out += (i > from ? ',' : '') + this.quotedOf(this.listArena[i]!)
    return out + ']'
  }

  private foldedOf(stringId: number): string {
    return (this.foldedOfString[stringId] ??= words(this.strings[stringId]!).join(' '))
  }

  private term(word: string): number {
    let id = this.termOf.get(word)
    if (id !== undefined) return id
    id = this.termText.length
    this.termText.push(word)
    this.termOf.set(word, id)
    let list = this.byLength.get(word.length)
    if (!list) this.byLength.set(word.length, (list = []))
    list.push(id)
    if (this.sortedTerms) this.sortedTerms.splice(lowerBound(this.sortedTerms, word), 0, word)
    const wordStem = stem(word)
    const sameStem = this.termsOfStem.get(wordStem)
    if (sameStem) sameStem.push(id)
    else {
      this.termsOfStem.set(wordStem, [id])
      if (this.sortedStems) this.sortedStems.splice(lowerBound(this.sortedStems, wordStem), 0, wordStem)
    }
    // a new word may be a prefix or typo match of a remembered query word
    if (this.expansions.size > 0) this.expansions.clear()
    return id
  }

  private post(term: number, field: number, slot: number): void {
    const l = term * 3 + field
    const list = this.pending[l]
    if (list) list.push(slot)
    else this.pending[l] = [slot]
    this.pendingCount++
  }

  /**
   * Packs the postings added since the last call into the arena. Called by bulk loads when done, and
   * by itself when the side lists grow (bounded work per change, amortised).
   */
  freeze(): void {
    const lists = this.termText.length * 3
    if (this.pendingCount === 0 && lists === this.frozenLists) return
    let total = 0
    for (let l = 0; l < this.frozenLists; l++) total += this.arenaLen[l]!
    total += this.pendingCount
    const arena = new Uint32Array(total)
    const start = new Uint32Array(lists)
    const len = new Uint32Array(lists)
    let at = 0
    for (let l = 0; l < lists; l++) {
      start[l] = at
      if (l < this.frozenLists) {
        const s = this.arenaStart[l]!
        const n = this.arenaLen[l]!
        arena.set(this.arena.subarray(s, s + n), at)
        at += n
      }
      const extra = this.pending[l]
      if (extra) for (let i = 0; i < extra.length; i++) arena[at++] = extra[i]!
      len[l] = at - start[l]!
    }
    this.arena = arena
    this.arenaStart = start
    this.arenaLen = len
    this.frozenLists = lists
    this.pending = []
    this.pendingCount = 0
  }

  private grow(need: number): void {
    if (need <= this.capacity) return
    const cap = Math.max(1024, need, Math.ceil(this.capacity * 1.5))
    const widen = <T extends Uint8Array | Uint16Array | Uint32Array | Float64Array>(old: T, make: (n: number) => T, per = 1): T => {
      const next = make(cap * per)
      next.set(old as never)
      return next
    }
    this.flags = widen(this.flags, (c) => new Uint8Array(c))
    this.response = widen(this.response, (c) => new Uint8Array(c))
    this.rating = widen(this.rating, (c) => new Float64Array(c))
    this.ratingCount = widen(this.ratingCount, (c) => new Float64Array(c))
    this.years = widen(this.years, (c) => new Float64Array(c))
    this.approvedAt = widen(this.approvedAt, (c) => new Float64Array(c))
    this.priceFrom = widen(this.priceFrom, (c) => new Float64Array(c))
    this.freeFirst = widen(this.freeFirst, (c) => new Uint8Array(c))
    this.firstName = widen(this.firstName, (c) => new Uint32Array(c))
    this.lastName = widen(this.lastName, (c) => new Uint32Array(c))
    this.occupation = widen(this.occupation, (c) => new Uint32Array(c))
    this.city = widen(this.city, (c) => new Uint32Array(c))
    this.listStart = widen(this.listStart, (c) => new Uint32Array(c))
    this.areaCount = widen(this.areaCount, (c) => new Uint16Array(c))
    this.keywordCount = widen(this.keywordCount, (c) => new Uint16Array(c))
    this.textLen = widen(this.textLen, (c) => new Uint32Array(c), TEXT_FIELDS)
    this.capacity = cap
  }

  /** Adds or replaces an expert. */
  upsert(entry: IndexedExpert): void {
    this.remove(entry.expert.uid)
    const { expert } = entry
    this.version++
    const slot = this.n++
    this.grow(this.n)
    const o = expert.selectedOptions
    const photo = Boolean(expert.photoURL) && !expert.photoURL.startsWith('/avatars/')
    this.flags[slot] =
      F_ALIVE |
      (o.call ? F_CALL : 0) |
      (o.email ? F_EMAIL : 0) |
      (o.video ? F_VIDEO : 0) |
      (expert.accountType === 'business' ? F_BUSINESS : 0) |
      (photo ? F_PHOTO : 0) |
      (expert.email !== undefined ? F_HAS_EMAIL : 0) |
      (expert.responseRateSource === 'measured' ? F_MEASURED : 0)
    this.response[slot] = RESPONSE_RANK.get(expert.responseRate) ?? 1
    this.rating[slot] = expert.rating
    this.ratingCount[slot] = expert.ratingCount
    this.years[slot] = expert.yearsOfExperience
    this.approvedAt[slot] = entry.approvedAt
    this.priceFrom[slot] = expert.priceFrom ?? NaN
    this.freeFirst[slot] = expert.freeFirstMessage ? 1 : 0
    this.firstName[slot] = this.intern(expert.firstName)
    this.lastName[slot] = this.intern(expert.lastName)
    const occupation = this.intern(expert.occupation)
    this.occupation[slot] = occupation
    this.city[slot] = this.intern(expert.city)

    const areas = expert.expertise_areas
    const keywords = expert.keywords
    const count = areas.length + keywords.length
    if (this.listUsed + count > this.listArena.length) {
      const next = new Uint32Array(Math.max(this.listUsed + count, this.listArena.length * 2))
      next.set(this.listArena.subarray(0, this.listUsed))
      this.listArena = next
    }
    this.listStart[slot] = this.listUsed
    this.areaCount[slot] = areas.length
    this.keywordCount[slot] = keywords.length
    for (const v of areas) this.listArena[this.listUsed++] = this.intern(v)
    for (const v of keywords) this.listArena[this.listUsed++] = this.intern(v)

    const texts = [
      expert.displayName,
      expert.photoURL,
      expert.description,
      expert.customURL,
      expert.twitterUrl,
      expert.linkedinUrl,
      expert.websiteUrl,
      expert.email ?? '',
    ]
    const quoted = texts.map((t) => JSON.stringify(t))
    for (let i = 0; i < TEXT_FIELDS; i++) this.textLen[slot * TEXT_FIELDS + i] = quoted[i]!.length
    this.text[slot] = quoted.join('')
    this.uid[slot] = expert.uid
    this.location[slot] = fold(`${expert.city} ${entry.address}`).replace(/\s+/g, ' ')
    this.foldedName[slot] = words(expert.displayName).join(' ')
    this.slotOf.set(expert.uid, slot)

    // postings: each term once per field
    const nameTerms = new Set<string>()
    indexWords(expert.displayName, nameTerms)
    for (const w of nameTerms) this.post(this.term(w), FIELD_NAME, slot)
    for (const t of this.termsOf(occupation)) this.post(t, FIELD_OCCUPATION, slot)
    const start = this.listStart[slot]!
    if (count === 1) {
      for (const t of this.termsOf(this.listArena[start]!)) this.post(t, FIELD_SKILLS, slot)
    } else if (count > 1) {
      const seen = new Set<number>()
      for (let i = start; i < start + count; i++) {
        for (const t of this.termsOf(this.listArena[i]!)) {
          if (seen.has(t)) continue
          seen.add(t)
          this.post(t, FIELD_SKILLS, slot)
        }
      }
    }
    if (this.pendingCount > 65_536 && this.pendingCount * 4 > this.arena.length) this.freeze()
  }

  /** Removes an expert (not approved any more, suspended, deleted). */
  remove(uid: string): void {
    const slot = this.slotOf.get(uid)
    if (slot === undefined) return
    this.version++
    this.slotOf.delete(uid)
    this.flags[slot] = this.flags[slot]! & ~F_ALIVE
    this.text[slot] = ''
    this.location[slot] = ''
    this.dead++
    if (this.dead > 1000 && this.dead > this.n / 4) this.compact()
  }

  /** Rebuilds the columns and postings without dead slots (slots keep their order). */
  private compact(): void {
    this.freeze()
    const newSlot = new Int32Array(this.n).fill(-1)
    let next = 0
    let listAt = 0
    for (let s = 0; s < this.n; s++) {
      if (!(this.flags[s]! & F_ALIVE)) continue
      const i = next++
      newSlot[s] = i
      if (i === s) {
        listAt = this.listStart[s]! + this.areaCount[s]! + this.keywordCount[s]!
        continue
      }
      this.flags[i] = this.flags[s]!
      this.response[i] = this.response[s]!
      this.rating[i] = this.rating[s]!
      this.ratingCount[i] = this.ratingCount[s]!
      this.years[i] = this.years[s]!
      this.approvedAt[i] = this.approvedAt[s]!
      this.priceFrom[i] = this.priceFrom[s]!
      this.freeFirst[i] = this.freeFirst[s]!
      this.firstName[i] = this.firstName[s]!
      this.lastName[i] = this.lastName[s]!
      this.occupation[i] = this.occupation[s]!
      this.city[i] = this.city[s]!
      const count = this.areaCount[s]! + this.keywordCount[s]!
      const from = this.listStart[s]!
      this.listArena.copyWithin(listAt, from, from + count)
      this.listStart[i] = listAt
      listAt += count
      this.areaCount[i] = this.areaCount[s]!
      this.keywordCount[i] = this.keywordCount[s]!
      this.textLen.copyWithin(i * TEXT_FIELDS, s * TEXT_FIELDS, (s + 1) * TEXT_FIELDS)
      this.text[i] = this.text[s]!
      this.uid[i] = this.uid[s]!
      this.location[i] = this.location[s]!
      this.foldedName[i] = this.foldedName[s]!
    }
    this.listUsed = listAt
    this.text.length = this.uid.length = this.location.length = this.foldedName.length = next
    this.n = next
    this.slotOf.clear()
    for (let i = 0; i < next; i++) this.slotOf.set(this.uid[i]!, i)
    // postings keep their (ascending) order; dead slots dropped
    let at = 0
    for (let l = 0; l < this.frozenLists; l++) {
      const s = this.arenaStart[l]!
      const e = s + this.arenaLen[l]!
      this.arenaStart[l] = at
      for (let i = s; i < e; i++) {
        const moved = newSlot[this.arena[i]!]!
        if (moved >= 0) this.arena[at++] = moved
      }
      this.arenaLen[l] = at - this.arenaStart[l]!
    }
    this.arena = this.arena.slice(0, at)
    this.dead = 0
  }

  private ensureScratch(): void {
    const n = this.n
    if (this.docScore.length >= n) return
    const size = Math.max(1024, Math.ceil(n * 1.5))
    this.keys = new Uint32Array(size * 2)
    this.docScore = new Float64Array(size)
    this.touched = new Int32Array(size)
    this.stamp = 0
  }

  /** Before a query: wraps the stamps around (clearing the scratch) only between queries, before docKey overflows. */
  private beginQuery(): void {
    if (this.stamp >= MAX_STAMP) {
      this.keys.fill(0)
      this.phraseMemo.fill(0)
      this.stamp = 0
    }
  }

  private nextStamp(): number {
    return ++this.stamp
  }

  private listSize(l: number): number {
    return (l < this.frozenLists ? this.arenaLen[l]! : 0) + (this.pending[l]?.length ?? 0)
  }

  /** The indexed words a query word stands for, with how well each matches (remembered, LRU). */
  private expand(word: string): Expansion {
    const cached = this.expansions.get(word)
    if (cached) {
      this.expansions.delete(word)
      this.expansions.set(word, cached)
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
    const exact = this.termOf.get(word)
    if (exact !== undefined) add(exact, QUALITY_EXACT)
    if (word.length >= MIN_PREFIX) {
      const sorted = (this.sortedTerms ??= [...this.termText].sort())
      for (let i = lowerBound(sorted, word); i < sorted.length && sorted[i]!.startsWith(word); i++) {
        if (sorted[i] !== word) add(this.termOf.get(sorted[i]!)!, QUALITY_PREFIX)
      }
    }
    this.expandStem(word, add)
    if (exact === undefined) {
      const k = maxEdits(word.length)
      for (let len = word.length - k; k > 0 && len <= word.length + k; len++) {
        for (const term of this.byLength.get(len) ?? []) {
          const text = this.termText[term]!
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
        size += this.listSize(terms[m]! * 3 + f)
        codes[m * 3 + f] = WORD_SCORE_CODE.get(quality[m]! * FIELD_WEIGHT[f]!)! * 8
      }
    }
    const expansion: Expansion = { terms: Uint32Array.from(terms), codes, size }
    if (this.expansions.size >= EXPANSION_CACHE_SIZE) this.expansions.delete(this.expansions.keys().next().value!)
    this.expansions.set(word, expansion)
    return expansion
  }

  /**
   * Adds the indexed words sharing the query word's stem, and from 5-letter stems those whose stem
   * extends it or is cut from it by at most two letters (finance 'financ' ~ financial 'financi').
   */
  private expandStem(word: string, add: (term: number, quality: number) => void): void {
    const wordStem = stem(word)
    if (wordStem.length < MIN_PREFIX) return
    const addAll = (ids: number[] | undefined, q: number) => {
      for (const id of ids ?? []) add(id, q)
    }
    addAll(this.termsOfStem.get(wordStem), QUALITY_STEM)
    if (wordStem.length < MIN_RELATED_STEM) return
    const stems = (this.sortedStems ??= [...this.termsOfStem.keys()].sort())
    for (let i = lowerBound(stems, wordStem); i < stems.length && stems[i]!.startsWith(wordStem); i++) {
      if (stems[i]!.length - wordStem.length <= MAX_STEM_GAP) addAll(this.termsOfStem.get(stems[i]!), QUALITY_STEM_RELATED)
    }
    for (let cut = 1; cut <= MAX_STEM_GAP && wordStem.length - cut >= MIN_RELATED_STEM; cut++) {
      addAll(this.termsOfStem.get(wordStem.slice(0, -cut)), QUALITY_STEM_RELATED)
    }
  }

  /**
   * Slots matching every word of the query, with their relevance. The slots are a view of scratch
   * space (no garbage per query): valid until the next query.
   */
  private match(query: string): { slots: Int32Array; score: Float64Array } {
    let tokens = words(query)
    const meaningful = tokens.filter((t) => !STOP_WORDS.has(t))
    if (meaningful.length > 0) tokens = meaningful
    tokens = [...new Set(tokens)].slice(0, 8)
    if (tokens.length === 0) return { slots: EMPTY_SLOTS, score: this.docScore }
    this.ensureScratch()
    this.beginQuery()
    // the most selective word first: fewer experts are carried from word to word
    const expansions = tokens.map((t) => this.expand(t)).sort((a, b) => a.size - b.size)
    const docStamp = this.nextStamp()
    const { arena, arenaStart, arenaLen, frozenLists, pending, keys, docScore, touched } = this
    let survivors = 0
    let docFieldsBase = 0
    for (let t = 0; t < expansions.length; t++) {
      const tokenBase = this.nextStamp() * 128
      // slots that matched every earlier word have docKey in [need, need + 8)
      const need = docStamp * 128 + t * 8
      const { terms, codes } = expansions[t]!
      let count = 0
      for (let m = 0; m < terms.length; m++) {
        for (let f = 0; f < 3; f++) {
          const l = terms[m]! * 3 + f
          const code = codes[m * 3 + f]!
          const bit = FIELD_BIT[f]!
          const extra = pending[l]
          const frozenEnd = l < frozenLists ? arenaStart[l]! + arenaLen[l]! : 0
          const end = frozenEnd + (extra ? extra.length : 0)
          for (let i = l < frozenLists ? arenaStart[l]! : 0; i < end; i++) {
            const o = (i < frozenEnd ? arena[i]! : extra![i - frozenEnd]!) * 2
            if (t > 0) {
              const docKey = keys[o]!
              if (docKey < need || docKey >= need + 8) continue
            }
            const tokenKey = keys[o + 1]!
            if (tokenKey < tokenBase) {
              keys[o + 1] = tokenBase + code + bit
              touched[count++] = o >> 1
            } else {
              const was = tokenKey - tokenBase
              keys[o + 1] = tokenBase + Math.max(was & 0x78, code) + ((was & 7) | bit)
            }
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
          docScore[slot] = WORD_SCORES[token >> 3]!
        } else {
          keys[slot * 2] = next + ((keys[slot * 2]! - need) & fields)
          docScore[slot] = docScore[slot]! + WORD_SCORES[token >> 3]!
        }
      }
      docFieldsBase = next
      survivors = count
      if (survivors === 0) break
    }
    const phrase = tokens.join(' ')
    if (this.phraseMemo.length < this.strings.length) {
      const memo = new Uint32Array(Math.ceil(this.strings.length * 1.5))
      memo.set(this.phraseMemo)
      this.phraseMemo = memo
    }
    const memoKey = docStamp * 4
    let kept = 0
    for (let i = 0; i < survivors; i++) {
      const slot = touched[i]!
      if (!(this.flags[slot]! & F_ALIVE)) continue
      let score = docScore[slot]!
      const together = keys[slot * 2]! - docFieldsBase
      // the whole query in one field, better still the whole field
      if (together & (FIELD_BIT[FIELD_NAME]! | FIELD_BIT[FIELD_OCCUPATION]!)) score += 0.5 * tokens.length
      else if (together) score += 0.3 * tokens.length
      // 2: the field is the query, 1: the field holds it as whole words (occupations are shared: checked once each).
      // Only fields that matched every word can hold the phrase's words, so only those are read.
      let bonus = 0
      if (together & FIELD_BIT[FIELD_NAME]!) {
        const name = this.foldedName[slot]!
        bonus = name === phrase ? 2 : containsWords(name, phrase) ? 1 : 0
      }
      if (bonus < 2 && together & FIELD_BIT[FIELD_OCCUPATION]!) bonus = Math.max(bonus, this.phraseMatch(this.occupation[slot]!, phrase, memoKey))
      if (bonus === 2) score += tokens.length
      else if (bonus === 1) score += 0.5 * tokens.length
      else if (tokens.length > 1 && together & FIELD_BIT[FIELD_SKILLS]!) {
        score += FIELD_WEIGHT[FIELD_SKILLS]! * 0.5 * this.skillPhraseBonus(slot, phrase, memoKey) * tokens.length
      }
      docScore[slot] = score
      touched[kept++] = slot
    }
    return { slots: touched.subarray(0, kept), score: this.docScore }
  }

  /** 2 when one of the expert's skills or keywords is the phrase, 1 when one holds it as whole words (each value checked once per query). */
  private skillPhraseBonus(slot: number, phrase: string, memoKey: number): number {
    let best = 0
    const start = this.listStart[slot]!
    const end = start + this.areaCount[slot]! + this.keywordCount[slot]!
    for (let i = start; i < end && best < 2; i++) {
      best = Math.max(best, this.phraseMatch(this.listArena[i]!, phrase, memoKey))
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
    const value = this.foldedOf(id)
    const match = value === phrase ? 2 : containsWords(value, phrase) ? 1 : 0
    this.phraseMemo[id] = memoKey + match
    return match
  }

  /** The slots passing the filters, kept in place (a view of the same scratch). */
  private filter(slots: Int32Array, o: SearchOptions): Int32Array {
    const location = fold(o.location).replace(/\s+/g, ' ').trim()
    const now = o.now ?? Date.now()
    let need = F_ALIVE
    if (o.communication === 'video') need |= F_VIDEO
    if (o.communication === 'email') need |= F_EMAIL
    const anyComm = o.communication === 'chat'
    const business = o.accountType === 'all' ? -1 : o.accountType === 'business' ? F_BUSINESS : 0
    const js = o.jobSuccess
    if (need === F_ALIVE && !anyComm && business < 0 && !location && !js) return slots
    let kept = 0
    for (const slot of slots) {
      const flags = this.flags[slot]!
      if ((flags & need) !== need) continue
      if (anyComm && !(flags & (F_CALL | F_EMAIL | F_VIDEO))) continue
      if (business >= 0 && (flags & F_BUSINESS) !== business) continue
      if (location && !this.location[slot]!.includes(location)) continue
      if (js === 'mostHelpful' && !(this.rating[slot]! >= MOST_HELPFUL_MIN_RATING)) continue
      if (js === 'fastestResponse' && this.response[slot] !== 0) continue
      if (js === 'risingTio') {
        if (!(this.rating[slot]! >= RISING_TIO_MIN_RATING)) continue
        if (!(now - this.approvedAt[slot]! <= RISING_TIO_DAYS * DAY_MS)) continue
      }
      slots[kept++] = slot
    }
    return slots.subarray(0, kept)
  }

  search(o: SearchOptions): SearchPage {
    const empty = {
      json: [],
      uids: [],
      total: 0,
      page: o.page,
      pageSize: o.pageSize,
      pages: 0,
    }
    if (!o.q.trim()) return empty
    const { slots, score } = this.match(o.q)
    const filtered = this.filter(slots, o)
    const rating = this.rating
    const byRelevance = (a: number, b: number) => score[b]! - score[a]! || rating[b]! - rating[a]! || a - b
    // a sort by one column, then by relevance
    const byColumn = (values: ArrayLike<number>, ascending = false): Order => ({
      values,
      ascending,
      compare: (a, b) => (ascending ? values[a]! - values[b]! : values[b]! - values[a]!) || byRelevance(a, b),
    })
    const order: Order =
      o.sort === 'rating'
        ? byColumn(rating)
        : o.sort === 'experience'
          ? byColumn(this.years)
          : o.sort === 'fastestResponse'
            ? byColumn(this.response, true)
            : { values: score, ascending: false, compare: byRelevance }
    const start = (o.page - 1) * o.pageSize
    const end = start + o.pageSize
    const ordered = start >= filtered.length ? [] : topK(filtered, end, order).slice(start, end)
    return {
      json: ordered.map((s) => this.json(s)),
      uids: ordered.map((s) => this.uid[s]!),
      total: filtered.length,
      page: o.page,
      pageSize: o.pageSize,
      pages: Math.ceil(filtered.length / o.pageSize),
    }
  }

  /**
   * Runs searches over the index's own words (occupations, their first words, a typo of them, a
   * name with one) so the engine's code is compiled before the first visitor's query: cold, the
   * first hundred or so searches take several times longer while V8 optimises it. Called once after
   * a (re)build; leaves no answers and no remembered expansions behind.
   */
  warmUp(searches = 200): void {
    const sorts: SearchSort[] = ['relevance', 'rating', 'experience', 'fastestResponse']
    for (let i = 0; i < searches && this.n > 0; i++) {
      const slot = (i * 7919) % this.n // spread over the index
      const occupation = this.foldedOf(this.occupation[slot]!)
      const first = occupation.split(' ')[0]!
      const typo = first.length >= 4 ? first[0]! + first[2]! + first[1]! + first.slice(3) : first
      const q = [occupation, first, typo, `${this.foldedName[slot]!.split(' ')[0]!} ${first}`][i % 4]!
      this.search({ q, page: 1 + (i % 3), pageSize: 10, sort: sorts[i % 4]!, communication: i % 5 ? 'all' : 'chat', location: '', accountType: 'all' })
    }
    this.expansions.clear()
  }

  /** Every uid matching a query (benchmark quality figures), in relevance order. */
  matchAll(q: string): string[] {
    if (!q.trim()) return []
    const { slots, score } = this.match(q)
    return Array.from(slots)
      .sort((a, b) => score[b]! - score[a]! || this.rating[b]! - this.rating[a]! || a - b)
      .map((s) => this.uid[s]!)
  }

  /** The public record of a listed expert (built from the columns), or undefined. */
  get(uid: string): PublicExpert | undefined {
    const slot = this.slotOf.get(uid)
    return slot === undefined ? undefined : this.publicExpert(slot)
  }

  /** The slot's packed texts, each still a JSON string literal. */
  private quotedTexts(slot: number): string[] {
    const text = this.text[slot]!
    const base = slot * TEXT_FIELDS
    const part: string[] = []
    for (let i = 0, at = 0; i < TEXT_FIELDS; i++) {
      const len = this.textLen[base + i]!
      part.push(text.slice(at, at + len))
      at += len
    }
    return part
  }

  private publicExpert(slot: number): PublicExpert {
    return JSON.parse(this.json(slot)) as PublicExpert
  }

  /**
   * The public record's JSON text (what JSON.stringify of the PublicExpert gives, keys in its order),
   * joined from the stored JSON literals: the answer's hot path, so nothing is escaped twice.
   */
  private json(slot: number): string {
    const part = this.quotedTexts(slot)
    const flags = this.flags[slot]!
    const start = this.listStart[slot]!
    const areasEnd = start + this.areaCount[slot]!
    const keywordsEnd = areasEnd + this.keywordCount[slot]!
    return (
      `{"uid":${JSON.stringify(this.uid[slot]!)},"displayName":${part[T_DISPLAY_NAME]!}` +
      `,"firstName":${this.quotedOf(this.firstName[slot]!)},"lastName":${this.quotedOf(this.lastName[slot]!)}` +
      `,"photoURL":${part[T_PHOTO]!},"occupation":${this.quotedOf(this.occupation[slot]!)}` +
      `,"yearsOfExperience":${jsonNumber(this.years[slot]!)},"description":${part[T_DESCRIPTION]!}` +
      `,"expertise_areas":${this.quotedList(start, areasEnd)},"keywords":${this.quotedList(areasEnd, keywordsEnd)}` +
      `,"city":${this.quotedOf(this.city[slot]!)},"rating":${jsonNumber(this.rating[slot]!)},"ratingCount":${jsonNumber(this.ratingCount[slot]!)}` +
      `,"responseRate":${JSON.stringify(RESPONSE_RATES[this.response[slot]!]!)}` +
      `,"responseRateSource":${flags & F_MEASURED ? '"measured"' : '"self-declared"'}` +
      `,"selectedOptions":{"call":${Boolean(flags & F_CALL)},"email":${Boolean(flags & F_EMAIL)},"video":${Boolean(flags & F_VIDEO)}}` +
      `,"customURL":${part[T_CUSTOM_URL]!},"twitterUrl":${part[T_TWITTER]!},"linkedinUrl":${part[T_LINKEDIN]!},"websiteUrl":${part[T_WEBSITE]!}` +
      `,"accountType":${flags & F_BUSINESS ? '"business"' : '"expert"'},"approved":true` +
      `${flags & F_HAS_EMAIL ? `,"email":${part[T_EMAIL]!}` : ''}` +
      `${Number.isNaN(this.priceFrom[slot]!) ? '' : `,"priceFrom":${jsonNumber(this.priceFrom[slot]!)}`}` +
      `${this.freeFirst[slot] ? ',"freeFirstMessage":true' : ''}}`
    )
  }

  /** Well-rated experts with their own photo for the home carousel, best first. */
  featured(count: number): string[] {
    const pick = (withPhoto: boolean, minRating: number) => {
      const slots: number[] = []
      const need = F_ALIVE | (withPhoto ? F_PHOTO : 0)
      for (let s = 0; s < this.n; s++) {
        if ((this.flags[s]! & need) === need && this.rating[s]! >= minRating) slots.push(s)
      }
      return topK(slots, count, {
        values: this.rating,
        ascending: false,
        compare: (a, b) => this.rating[b]! - this.rating[a]! || this.ratingCount[b]! - this.ratingCount[a]! || a - b,
      })
    }
    let chosen = pick(true, 4)
    if (chosen.length < count) {
      const more = pick(false, 0).filter((s) => !chosen.includes(s))
      chosen = [...chosen, ...more].slice(0, count)
    }
    return chosen.map((s) => this.json(s))
  }

  /** The approved experts of one field (occupation), by name; and the fields with their counts. */
  directory(
    field: string,
    page: number,
    pageSize: number,
  ): {
    json: string[]
    total: number
    fields: { name: string; count: number }[]
  } {
    const wanted = fold(field).trim()
    let cached = this.directoryCache
    if (!cached || cached.version !== this.version || cached.field !== wanted) {
      const counts = new Map<number, number>()
      const slots: number[] = []
      const matches = new Map<number, boolean>()
      for (let s = 0; s < this.n; s++) {
        if (!(this.flags[s]! & F_ALIVE)) continue
        const occupation = this.occupation[s]!
        counts.set(occupation, (counts.get(occupation) ?? 0) + 1)
        let ok = matches.get(occupation)
        if (ok === undefined) matches.set(occupation, (ok = !wanted || fold(this.strings[occupation]!) === wanted))
        if (ok) slots.push(s)
      }
      const names = this.foldedName
      slots.sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b))
      const fields = [...counts]
        .map(([id, count]) => ({ name: this.strings[id]!, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      cached = this.directoryCache = {
        version: this.version,
        field: wanted,
        slots,
        fields,
      }
    }
    const start = (page - 1) * pageSize
    return {
      json: cached.slots.slice(start, start + pageSize).map((s) => this.json(s)),
      total: cached.slots.length,
      fields: cached.fields,
    }
  }
}

/** A number as JSON.stringify writes it (NaN and infinities as null). */
function jsonNumber(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null'
}

/** First index in a sorted list whose value is >= word. */
function lowerBound(sorted: string[], word: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < word) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * An order of slots, and its leading key: `compare` puts a before b whenever values[a] is better
 * (higher, or lower when ascending) than values[b], so most slots are passed over on that key alone.
 */
interface Order {
  values: ArrayLike<number>
  ascending: boolean
  compare: (a: number, b: number) => number
}

/** The first k items in order (a bounded insertion for small k, a full sort otherwise). */
function topK(items: readonly number[] | Int32Array, k: number, { values, ascending, compare }: Order): number[] {
  if (k <= 0) return []
  if (k > 200 || items.length <= k * 4) return Array.from(items).sort(compare).slice(0, k)
  const best: number[] = []
  const sign = ascending ? -1 : 1
  // the leading key of the k-th best so far, signed so that higher is better
  let edge = -Infinity
  for (const item of items) {
    if (best.length === k && (sign * values[item]! < edge || compare(item, best[k - 1]!) >= 0)) continue
    let lo = 0
    let hi = best.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (compare(best[mid]!, item) <= 0) lo = mid + 1
      else hi = mid
    }
    best.splice(lo, 0, item)
    if (best.length > k) best.pop()
    if (best.length === k) edge = sign * values[best[k - 1]!]!
  }
  return best
}
