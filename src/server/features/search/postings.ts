import { fold } from '../../text/fold'
import { stem } from '../../text/stem'

export const FIELD_NAME = 0
export const FIELD_OCCUPATION = 1
export const FIELD_SKILLS = 2

const EMPTY = new Uint32Array(0)
const NO_STRINGS: readonly number[] = Object.freeze([])

/** Words to index for a value: its words plus the joined form of hyphenated ones (full-stack → fullstack). */
function indexWords(text: string, into: Set<string>) {
  const folded = fold(text)
  for (const w of folded.split(/[^\p{L}\p{N}]+/u)) if (w) into.add(w)
  if (folded.includes('-')) {
    for (const compound of folded.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []) into.add(compound.replace(/-/g, ''))
  }
}

/** First index in a sorted list whose value is >= word. */
export function lowerBound(sorted: string[], word: string): number {
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
 * The vocabulary (indexed words as term ids, by length, sorted, by stem) and the postings: for each
 * term and field (list id = term * 3 + field) the slots holding it, in one Uint32Array arena
 * (additions since the last freeze() in small side lists).
 */
export class Postings {
  readonly termOf = new Map<string, number>()
  readonly termText: string[] = []
  readonly byLength = new Map<number, number[]>()
  private sortedTermList: string[] | null = null
  /** stem → the indexed words with that stem */
  readonly termsOfStem = new Map<string, number[]>()
  private sortedStemList: string[] | null = null
  /** the index words of an interned string (terms), computed once per distinct string id */
  private readonly termsOfString: (Uint32Array | undefined)[] = []
  /** per term: the interned strings (occupations, skills, keywords) among whose index words it is */
  private readonly stringsOfTerm: (number[] | undefined)[] = []
  /** postings packed by freeze(): list l is arena[arenaStart[l] .. arenaStart[l] + arenaLen[l]) */
  arena = EMPTY
  arenaStart = EMPTY
  arenaLen = EMPTY
  frozenLists = 0
  /** postings added since the last freeze() */
  pending: (number[] | undefined)[] = []
  private pendingCount = 0

  get sortedTerms(): string[] {
    return (this.sortedTermList ??= [...this.termText].sort())
  }

  get sortedStems(): string[] {
    return (this.sortedStemList ??= [...this.termsOfStem.keys()].sort())
  }

  term(word: string): number {
    let id = this.termOf.get(word)
    if (id !== undefined) return id
    id = this.termText.length
    this.termText.push(word)
    this.termOf.set(word, id)
    let list = this.byLength.get(word.length)
    if (!list) this.byLength.set(word.length, (list = []))
    list.push(id)
    if (this.sortedTermList) this.sortedTermList.splice(lowerBound(this.sortedTermList, word), 0, word)
    const wordStem = stem(word)
    const sameStem = this.termsOfStem.get(wordStem)
    if (sameStem) sameStem.push(id)
    else {
      this.termsOfStem.set(wordStem, [id])
      if (this.sortedStemList) this.sortedStemList.splice(lowerBound(this.sortedStemList, wordStem), 0, wordStem)
    }
    return id
  }

  /** Posts each word of a text (an expert's display name) once for the slot. */
  postText(text: string, field: number, slot: number): void {
    const set = new Set<string>()
    indexWords(text, set)
    for (const w of set) this.post(this.term(w), field, slot)
  }

  /** The terms of interned string `stringId` (its text `value`), remembered per id. */
  termsOfValue(stringId: number, value: string): Uint32Array {
    while (this.termsOfString.length <= stringId) this.termsOfString.push(undefined) // kept dense
    let terms = this.termsOfString[stringId]
    if (!terms) {
      const set = new Set<string>()
      indexWords(value, set)
      terms = new Uint32Array(set.size)
      let i = 0
      for (const w of set) {
        const term = (terms[i++] = this.term(w))
        const strings = this.stringsOfTerm[term]
        if (strings) strings.push(stringId)
        else this.stringsOfTerm[term] = [stringId]
      }
      this.termsOfString[stringId] = terms
    }
    return terms
  }

  /** The interned strings indexed by termsOfValue that hold a term among their words. */
  stringsWith(term: number): readonly number[] {
    return this.stringsOfTerm[term] ?? NO_STRINGS
  }

  post(term: number, field: number, slot: number): void {
    const l = term * 3 + field
    const list = this.pending[l]
    if (list) list.push(slot)
    else this.pending[l] = [slot]
    this.pendingCount++
  }

  /** Packs the side lists when they have grown (bounded work per change, amortised). */
  freezeIfLarge(): void {
    if (this.pendingCount > 65_536 && this.pendingCount * 4 > this.arena.length) this.freeze()
  }

  /** Packs the postings added since the last call into the arena. */
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

  /** After a compaction of the store (frozen first): slots renumbered, dropped ones (-1) removed; order kept. */
  renumber(newSlot: Int32Array): void {
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
  }

  /** How many postings list l holds. */
  listSize(l: number): number {
    return (l < this.frozenLists ? this.arenaLen[l]! : 0) + (this.pending[l]?.length ?? 0)
  }
}
