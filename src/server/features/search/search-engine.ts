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
 * - a query word matches an indexed word exactly, as a prefix (3+ letters), or, when the word is
 *   not in the vocabulary at all (a typo), within one edit (two from 8 letters on; a swap of two
 *   neighbouring letters counts as one edit, so 'pyhton' finds Python);
 * - short words (1-2 letters) only match exactly, so short queries do not drown the list;
 * - relevance: exact > prefix > typo, name and occupation over skills, plus a bonus when the whole
 *   query is found in one field or equals it.
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
const QUALITY_TYPO = [1, 0.6, 0.45]
const MIN_PREFIX = 3
const STOP_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'for', 'of', 'in', 'on', 'with', 'to', 'my', 'i', 'me', 'need', 'looking'])
const RESPONSE_RANK = new Map<string, number>(RESPONSE_RATES.map((r, i) => [r, i]))
const COMM_CALL = 1
const COMM_EMAIL = 2
const COMM_VIDEO = 4
const DAY_MS = 24 * 60 * 60 * 1000

/** Case-, accent- and apostrophe-insensitive form of a text. */
export function fold(text: string): string {
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

/** The words of a text, folded. */
export function words(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/** Words to index for a value: its words plus the joined form of hyphenated ones (full-stack → fullstack). */
function indexWords(text: string, into: Set<string>) {
  const folded = fold(text)
  for (const w of folded.split(/[^\p{L}\p{N}]+/u)) if (w) into.add(w)
  for (const compound of folded.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []) into.add(compound.replace(/-/g, ''))
}

/** Optimal string alignment distance (Damerau-Levenshtein without repeated edits), or max+1 when above max. */
export function editDistance(a: string, b: string, max: number): number {
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > max) return max + 1
  let prevPrev = new Array<number>(lb + 1).fill(0)
  let prev = Array.from({ length: lb + 1 }, (_, j) => j)
  let cur = new Array<number>(lb + 1).fill(0)
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
    ;[prevPrev, prev, cur] = [prev, cur, prevPrev]
  }
  return prev[lb]!
}

function maxEdits(length: number): number {
  if (length < 4) return 0
  return length >= 8 ? 2 : 1
}

interface Posting {
  /** slots per field: name, occupation, skills (ascending) */
  fields: [number[], number[], number[]]
}

interface TermMatch {
  posting: Posting
  quality: number
}

export class SearchIndex {
  private readonly postings = new Map<string, Posting>()
  private readonly byLength = new Map<number, string[]>()
  private sortedTerms: string[] | null = null
  private readonly expansions = new Map<string, TermMatch[]>()

  // per slot (a removed or replaced expert leaves a dead slot until the next compaction)
  private alive: boolean[] = []
  private uid: string[] = []
  private json: string[] = []
  private rating: number[] = []
  private ratingCount: number[] = []
  private years: number[] = []
  private response: number[] = []
  private comm: number[] = []
  private business: boolean[] = []
  private approvedAt: number[] = []
  private location: string[] = []
  private foldedName: string[] = []
  private foldedOccupation: string[] = []
  private photo: boolean[] = []
  private occupation: string[] = []
  private readonly slotOf = new Map<string, number>()
  private dead = 0

  // scratch space reused by every query (one query at a time: JavaScript is single-threaded)
  private tokenStamp = new Int32Array(0)
  private tokenScore = new Float64Array(0)
  private tokenFields = new Uint8Array(0)
  private docStamp = new Int32Array(0)
  private docCount = new Uint8Array(0)
  private docScore = new Float64Array(0)
  private docFields = new Uint8Array(0)
  private stamp = 0

  constructor(experts: Iterable<IndexedExpert> = []) {
    for (const e of experts) this.upsert(e)
  }

  get size(): number {
    return this.slotOf.size
  }

  has(uid: string): boolean {
    return this.slotOf.has(uid)
  }

  /** Adds or replaces an expert. */
  upsert(entry: IndexedExpert): void {
    this.remove(entry.expert.uid)
    const { expert } = entry
    const slot = this.uid.length
    this.alive.push(true)
    this.uid.push(expert.uid)
    this.json.push(JSON.stringify(expert))
    this.rating.push(expert.rating)
    this.ratingCount.push(expert.ratingCount)
    this.years.push(expert.yearsOfExperience)
    this.response.push(RESPONSE_RANK.get(expert.responseRate) ?? 1)
    const o = expert.selectedOptions
    this.comm.push((o.call ? COMM_CALL : 0) | (o.email ? COMM_EMAIL : 0) | (o.video ? COMM_VIDEO : 0))
    this.business.push(expert.accountType === 'business')
    this.approvedAt.push(entry.approvedAt)
    this.location.push(fold(`${expert.city} ${entry.address}`).replace(/\s+/g, ' '))
    this.foldedName.push(words(expert.displayName).join(' '))
    this.foldedOccupation.push(words(expert.occupation).join(' '))
    this.photo.push(Boolean(expert.photoURL) && !expert.photoURL.startsWith('/avatars/'))
    this.occupation.push(expert.occupation)
    this.slotOf.set(expert.uid, slot)

    const fields: Set<string>[] = [new Set(), new Set(), new Set()]
    indexWords(expert.displayName, fields[FIELD_NAME]!)
    indexWords(expert.occupation, fields[FIELD_OCCUPATION]!)
    for (const s of expert.expertise_areas) indexWords(s, fields[FIELD_SKILLS]!)
    for (const k of expert.keywords) indexWords(k, fields[FIELD_SKILLS]!)
    for (let f = 0; f < 3; f++) {
      for (const term of fields[f]!) {
        let posting = this.postings.get(term)
        if (!posting) {
          posting = { fields: [[], [], []] }
          this.postings.set(term, posting)
          let list = this.byLength.get(term.length)
          if (!list) this.byLength.set(term.length, (list = []))
          list.push(term)
          this.sortedTerms = null
          this.expansions.clear()
        }
        posting.fields[f]!.push(slot)
      }
    }
  }

  /** Removes an expert (not approved any more, suspended, deleted). */
  remove(uid: string): void {
    const slot = this.slotOf.get(uid)
    if (slot === undefined) return
    this.slotOf.delete(uid)
    this.alive[slot] = false
    this.json[slot] = ''
    this.dead++
    if (this.dead > 1000 && this.dead > this.alive.length / 4) this.compact()
  }

  /** Rebuilds the postings without dead slots. */
  private compact(): void {
    const keep: number[] = []
    for (let s = 0; s < this.alive.length; s++) if (this.alive[s]) keep.push(s)
    const newSlot = new Int32Array(this.alive.length).fill(-1)
    keep.forEach((s, i) => (newSlot[s] = i))
    const pick = <T>(arr: T[]) => keep.map((s) => arr[s]!)
    this.uid = pick(this.uid)
    this.json = pick(this.json)
    this.rating = pick(this.rating)
    this.ratingCount = pick(this.ratingCount)
    this.years = pick(this.years)
    this.response = pick(this.response)
    this.comm = pick(this.comm)
    this.business = pick(this.business)
    this.approvedAt = pick(this.approvedAt)
    this.location = pick(this.location)
    this.foldedName = pick(this.foldedName)
    this.foldedOccupation = pick(this.foldedOccupation)
    this.photo = pick(this.photo)
    this.occupation = pick(this.occupation)
    this.alive = keep.map(() => true)
    this.slotOf.clear()
    this.uid.forEach((u, i) => this.slotOf.set(u, i))
    for (const posting of this.postings.values()) {
      for (let f = 0; f < 3; f++) {
        const list: number[] = []
        for (const s of posting.fields[f]!) if (newSlot[s]! >= 0) list.push(newSlot[s]!)
        posting.fields[f] = list
      }
    }
    this.dead = 0
  }

  private ensureScratch(): void {
    const n = this.uid.length
    if (this.tokenStamp.length >= n) return
    const size = Math.max(1024, Math.ceil(n * 1.5))
    this.tokenStamp = new Int32Array(size)
    this.tokenScore = new Float64Array(size)
    this.tokenFields = new Uint8Array(size)
    this.docStamp = new Int32Array(size)
    this.docCount = new Uint8Array(size)
    this.docScore = new Float64Array(size)
    this.docFields = new Uint8Array(size)
    this.stamp = 0
  }

  private nextStamp(): number {
    if (this.stamp >= 0x7ffffff0) {
      this.tokenStamp.fill(0)
      this.docStamp.fill(0)
      this.stamp = 0
    }
    return ++this.stamp
  }

  /** The indexed words a query word stands for, with how well each matches. */
  private expand(word: string): TermMatch[] {
    const cached = this.expansions.get(word)
    if (cached) return cached
    const matches: TermMatch[] = []
    const exact = this.postings.get(word)
    if (exact) matches.push({ posting: exact, quality: QUALITY_EXACT })
    if (word.length >= MIN_PREFIX) {
      const sorted = (this.sortedTerms ??= [...this.postings.keys()].sort())
      let lo = 0
      let hi = sorted.length
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (sorted[mid]! < word) lo = mid + 1
        else hi = mid
      }
      for (let i = lo; i < sorted.length && sorted[i]!.startsWith(word); i++) {
        if (sorted[i] !== word) matches.push({ posting: this.postings.get(sorted[i]!)!, quality: QUALITY_PREFIX })
      }
    }
    if (!exact) {
      const k = maxEdits(word.length)
      for (let len = word.length - k; k > 0 && len <= word.length + k; len++) {
        for (const term of this.byLength.get(len) ?? []) {
          if (term === word) continue
          const d = editDistance(word, term, k)
          if (d <= k) matches.push({ posting: this.postings.get(term)!, quality: QUALITY_TYPO[d]! })
        }
      }
    }
    if (this.expansions.size > 5000) this.expansions.clear()
    this.expansions.set(word, matches)
    return matches
  }

  /** Slots matching every word of the query, with their relevance. */
  private match(query: string): { slots: number[]; score: Float64Array } {
    let tokens = words(query)
    const meaningful = tokens.filter((t) => !STOP_WORDS.has(t))
    if (meaningful.length > 0) tokens = meaningful
    tokens = [...new Set(tokens)].slice(0, 8)
    if (tokens.length === 0) return { slots: [], score: this.docScore }
    this.ensureScratch()
    const docStamp = this.nextStamp()
    let survivors: number[] = []
    for (let t = 0; t < tokens.length; t++) {
      const stamp = this.nextStamp()
      const touched: number[] = []
      for (const { posting, quality } of this.expand(tokens[t]!)) {
        for (let f = 0; f < 3; f++) {
          const list = posting.fields[f]!
          const s = quality * FIELD_WEIGHT[f]!
          const bit = FIELD_BIT[f]!
          for (let i = 0; i < list.length; i++) {
            const slot = list[i]!
            if (t > 0 && (this.docStamp[slot] !== docStamp || this.docCount[slot] !== t)) continue
            if (this.tokenStamp[slot] !== stamp) {
              this.tokenStamp[slot] = stamp
              this.tokenScore[slot] = s
              this.tokenFields[slot] = bit
              touched.push(slot)
            } else {
              if (s > this.tokenScore[slot]!) this.tokenScore[slot] = s
              this.tokenFields[slot]! |= bit
            }
          }
        }
      }
      for (const slot of touched) {
        if (t === 0) {
          this.docStamp[slot] = docStamp
          this.docCount[slot] = 1
          this.docScore[slot] = this.tokenScore[slot]!
          this.docFields[slot] = this.tokenFields[slot]!
        } else {
          this.docCount[slot] = t + 1
          this.docScore[slot]! += this.tokenScore[slot]!
          this.docFields[slot]! &= this.tokenFields[slot]!
        }
      }
      survivors = touched
      if (survivors.length === 0) break
    }
    const phrase = tokens.join(' ')
    const slots: number[] = []
    for (const slot of survivors) {
      if (!this.alive[slot]) continue
      let score = this.docScore[slot]!
      const together = this.docFields[slot]!
      // the whole query in one field, better still the whole field
      if (together & (FIELD_BIT[FIELD_NAME]! | FIELD_BIT[FIELD_OCCUPATION]!)) score += 0.5 * tokens.length
      else if (together) score += 0.3 * tokens.length
      if (this.foldedName[slot] === phrase || this.foldedOccupation[slot] === phrase) score += tokens.length
      else if (this.foldedName[slot]!.includes(phrase) || this.foldedOccupation[slot]!.includes(phrase)) score += 0.5 * tokens.length
      this.docScore[slot] = score
      slots.push(slot)
    }
    return { slots, score: this.docScore }
  }

  private passesFilters(slot: number, o: SearchOptions, location: string, now: number): boolean {
    const comm = this.comm[slot]!
    if (o.communication === 'chat' && comm === 0) return false
    if (o.communication === 'video' && !(comm & COMM_VIDEO)) return false
    if (o.communication === 'email' && !(comm & COMM_EMAIL)) return false
    if (o.accountType !== 'all' && this.business[slot] !== (o.accountType === 'business')) return false
    if (location && !this.location[slot]!.includes(location)) return false
    if (o.jobSuccess === 'mostHelpful' && !(this.rating[slot]! >= MOST_HELPFUL_MIN_RATING)) return false
    if (o.jobSuccess === 'fastestResponse' && this.response[slot] !== 0) return false
    if (o.jobSuccess === 'risingTio') {
      if (!(this.rating[slot]! >= RISING_TIO_MIN_RATING)) return false
      if (!(now - this.approvedAt[slot]! <= RISING_TIO_DAYS * DAY_MS)) return false
    }
    return true
  }

  search(o: SearchOptions): SearchPage {
    const empty = { json: [], uids: [], total: 0, page: o.page, pageSize: o.pageSize, pages: 0 }
    if (!o.q.trim()) return empty
    const { slots, score } = this.match(o.q)
    const location = fold(o.location).replace(/\s+/g, ' ').trim()
    const now = o.now ?? Date.now()
    const filtered = slots.filter((s) => this.passesFilters(s, o, location, now))
    const byRelevance = (a: number, b: number) => score[b]! - score[a]! || this.rating[b]! - this.rating[a]! || a - b
    const compare: (a: number, b: number) => number =
      o.sort === 'rating'
        ? (a, b) => this.rating[b]! - this.rating[a]! || byRelevance(a, b)
        : o.sort === 'experience'
          ? (a, b) => this.years[b]! - this.years[a]! || byRelevance(a, b)
          : o.sort === 'fastestResponse'
            ? (a, b) => this.response[a]! - this.response[b]! || byRelevance(a, b)
            : byRelevance
    const start = (o.page - 1) * o.pageSize
    const end = start + o.pageSize
    const ordered = topK(filtered, end, compare).slice(start, end)
    return {
      json: ordered.map((s) => this.json[s]!),
      uids: ordered.map((s) => this.uid[s]!),
      total: filtered.length,
      page: o.page,
      pageSize: o.pageSize,
      pages: Math.ceil(filtered.length / o.pageSize),
    }
  }

  /** Every uid matching a query (benchmark quality figures), in relevance order. */
  matchAll(q: string): string[] {
    if (!q.trim()) return []
    const { slots, score } = this.match(q)
    slots.sort((a, b) => score[b]! - score[a]! || this.rating[b]! - this.rating[a]! || a - b)
    return slots.map((s) => this.uid[s]!)
  }

  /** Well-rated experts with their own photo for the home carousel, best first. */
  featured(count: number): string[] {
    const pick = (withPhoto: boolean, minRating: number) => {
      const slots: number[] = []
      for (let s = 0; s < this.uid.length; s++) {
        if (this.alive[s] && this.rating[s]! >= minRating && (!withPhoto || this.photo[s])) slots.push(s)
      }
      return topK(slots, count, (a, b) => this.rating[b]! - this.rating[a]! || this.ratingCount[b]! - this.ratingCount[a]! || a - b)
    }
    let chosen = pick(true, 4)
    if (chosen.length < count) {
      const more = pick(false, 0).filter((s) => !chosen.includes(s))
      chosen = [...chosen, ...more].slice(0, count)
    }
    return chosen.map((s) => this.json[s]!)
  }

  /** The approved experts of one field (occupation), by name; and the fields with their counts. */
  directory(field: string, page: number, pageSize: number): { json: string[]; total: number; fields: { name: string; count: number }[] } {
    const counts = new Map<string, number>()
    const slots: number[] = []
    const wanted = fold(field).trim()
    for (let s = 0; s < this.uid.length; s++) {
      if (!this.alive[s]) continue
      const occupation = this.occupation[s]!
      counts.set(occupation, (counts.get(occupation) ?? 0) + 1)
      if (!wanted || fold(occupation) === wanted) slots.push(s)
    }
    slots.sort((a, b) => (this.foldedName[a]! < this.foldedName[b]! ? -1 : this.foldedName[a]! > this.foldedName[b]! ? 1 : a - b))
    const start = (page - 1) * pageSize
    return {
      json: slots.slice(start, start + pageSize).map((s) => this.json[s]!),
      total: slots.length,
      fields: [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    }
  }
}

/** The first k items in `compare` order (a bounded insertion for small k, a full sort otherwise). */
function topK(items: number[], k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return []
  if (k > 200 || items.length <= k * 4) return items.slice().sort(compare).slice(0, k)
  const best: number[] = []
  for (const item of items) {
    if (best.length === k && compare(item, best[k - 1]!) >= 0) continue
    let lo = 0
    let hi = best.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (compare(best[mid]!, item) <= 0) lo = mid + 1
      else hi = mid
    }
    best.splice(lo, 0, item)
    if (best.length > k) best.pop()
  }
  return best
}
