import { RESPONSE_RATES } from '../../../shared/constants'
import { fold } from '../../text/fold'
import { words } from '../../text/words'
import { JsonArena } from './json-arena'
import type { IndexedExpert } from './search-types'

// per-expert flags
export const F_CALL = 1
export const F_EMAIL = 2
export const F_VIDEO = 4
export const F_BUSINESS = 8
export const F_PHOTO = 16
export const F_ALIVE = 32

const RESPONSE_RANK = new Map<string, number>(RESPONSE_RATES.map((r, i) => [r, i]))

/**
 * The listed experts as columns, one slot each (a removed or replaced expert leaves a dead slot until
 * the next compaction): typed arrays per number, the values that repeat a lot (occupations, skills,
 * keywords) interned once and referenced by id, and each expert's public record as JSON bytes outside
 * the heap (json-arena.ts). The columns are read directly by the matcher, the filters and the
 * listings (hot loops).
 */
export class ExpertStore {
  // ---- interned strings ----
  private readonly stringOf = new Map<string, number>()
  readonly strings: string[] = []
  private readonly foldedOfString: (string | undefined)[] = []

  // ---- per slot ----
  n = 0
  private capacity = 0
  flags = new Uint8Array(0)
  response = new Uint8Array(0)
  rating = new Float64Array(0)
  ratingCount = new Float64Array(0)
  years = new Float64Array(0)
  approvedAt = new Float64Array(0)
  occupation = new Uint32Array(0)
  /** expertise areas then keywords (interned ids) in listArena from listStart */
  listStart = new Uint32Array(0)
  areaCount = new Uint16Array(0)
  keywordCount = new Uint16Array(0)
  listArena = new Uint32Array(1024)
  private listUsed = 0
  /** each slot's public record, as the answers send it */
  readonly json = new JsonArena()
  uid: string[] = []
  location: string[] = []
  foldedName: string[] = []
  readonly slotOf = new Map<string, number>()
  private dead = 0
  /** bumped on every change: derived answers (directory) are cached per version */
  version = 0

  intern(value: string): number {
    let id = this.stringOf.get(value)
    if (id === undefined) {
      id = this.strings.length
      this.strings.push(value)
      this.stringOf.set(value, id)
      // kept dense (a sparse array turns into a slow dictionary)
      this.foldedOfString.push(undefined)
    }
    return id
  }

  /** An interned string's words, folded, joined by single spaces. */
  foldedOf(stringId: number): string {
    return (this.foldedOfString[stringId] ??= words(this.strings[stringId]!).join(' '))
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
    this.occupation = widen(this.occupation, (c) => new Uint32Array(c))
    this.listStart = widen(this.listStart, (c) => new Uint32Array(c))
    this.areaCount = widen(this.areaCount, (c) => new Uint16Array(c))
    this.keywordCount = widen(this.keywordCount, (c) => new Uint16Array(c))
    this.json.grow(cap)
    this.capacity = cap
  }

  /** Writes an expert into a new slot (the caller removes an older one first) and returns the slot. */
  add(entry: IndexedExpert): number {
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
      (photo ? F_PHOTO : 0)
    this.response[slot] = RESPONSE_RANK.get(expert.responseRate) ?? 1
    this.rating[slot] = expert.rating
    this.ratingCount[slot] = expert.ratingCount
    this.years[slot] = expert.yearsOfExperience
    this.approvedAt[slot] = entry.approvedAt
    this.occupation[slot] = this.intern(expert.occupation)

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

    this.json.put(slot, JSON.stringify(expert))
    this.uid[slot] = expert.uid
    this.location[slot] = fold(`${expert.city} ${entry.address}`).replace(/\s+/g, ' ')
    this.foldedName[slot] = words(expert.displayName).join(' ')
    this.slotOf.set(expert.uid, slot)
    return slot
  }

  /** Marks an expert's slot dead; false when it is not stored. */
  remove(uid: string): boolean {
    const slot = this.slotOf.get(uid)
    if (slot === undefined) return false
    this.version++
    this.slotOf.delete(uid)
    this.flags[slot] = this.flags[slot]! & ~F_ALIVE
    this.location[slot] = ''
    this.dead++
    return true
  }

  /** Enough dead slots that rebuilding without them pays. */
  get wantsCompaction(): boolean {
    return this.dead > 1000 && this.dead > this.n / 4
  }

  /**
   * Rebuilds the columns without dead slots (slots keep their order). Returns each old slot's new
   * one (-1 when dropped), for the postings.
   */
  compact(): Int32Array {
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
      this.occupation[i] = this.occupation[s]!
      const count = this.areaCount[s]! + this.keywordCount[s]!
      const from = this.listStart[s]!
      this.listArena.copyWithin(listAt, from, from + count)
      this.listStart[i] = listAt
      listAt += count
      this.areaCount[i] = this.areaCount[s]!
      this.keywordCount[i] = this.keywordCount[s]!
      this.uid[i] = this.uid[s]!
      this.location[i] = this.location[s]!
      this.foldedName[i] = this.foldedName[s]!
    }
    this.listUsed = listAt
    this.json.compact(newSlot)
    this.uid.length = this.location.length = this.foldedName.length = next
    this.n = next
    this.slotOf.clear()
    for (let i = 0; i < next; i++) this.slotOf.set(this.uid[i]!, i)
    this.dead = 0
    return newSlot
  }
}
