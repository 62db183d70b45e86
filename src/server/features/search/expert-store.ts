import { RESPONSE_RATES } from '../../../shared/constants'
import { fold } from '../../text/fold'
import { words } from '../../text/words'
import type { IndexedExpert } from './search-types'

// per-expert flags
export const F_CALL = 1
export const F_EMAIL = 2
export const F_VIDEO = 4
export const F_BUSINESS = 8
export const F_PHOTO = 16
export const F_ALIVE = 32
/** The expert's email is public (it offers email). */
export const F_HAS_EMAIL = 64
/** The response rate is measured, not self-declared (issue 23 item 6). */
export const F_MEASURED = 128

// the texts only one expert has, each as its JSON string literal, packed into one string per expert
// (lengths kept beside): an answer is written by joining them, without escaping anything again
export const T_DISPLAY_NAME = 0
export const T_PHOTO = 1
export const T_DESCRIPTION = 2
export const T_CUSTOM_URL = 3
export const T_TWITTER = 4
export const T_LINKEDIN = 5
export const T_WEBSITE = 6
export const T_EMAIL = 7
const TEXT_FIELDS = 8

const RESPONSE_RANK = new Map<string, number>(RESPONSE_RATES.map((r, i) => [r, i]))

/**
 * The listed experts as columns, one slot each (a removed or replaced expert leaves a dead slot until
 * the next compaction): typed arrays per number, one packed string per expert for the texts only it
 * has, and the values that repeat a lot (occupations, cities, first and last names, skills,
 * keywords) interned once and referenced by id. The columns are read directly by the matcher,
 * the serialiser and the listings (hot loops).
 */
export class ExpertStore {
  // ---- interned strings ----
  private readonly stringOf = new Map<string, number>()
  readonly strings: string[] = []
  private readonly foldedOfString: (string | undefined)[] = []
  /** JSON string literal of an interned string, made on first answer */
  private readonly quotedOfString: (string | undefined)[] = []

  // ---- per slot ----
  n = 0
  private capacity = 0
  flags = new Uint8Array(0)
  response = new Uint8Array(0)
  rating = new Float64Array(0)
  ratingCount = new Float64Array(0)
  years = new Float64Array(0)
  approvedAt = new Float64Array(0)
  /** lowest offer price in points, NaN without offers */
  priceFrom = new Float64Array(0)
  /** 1 when freeFirstMessage is shown (the flags byte is full) */
  freeFirst = new Uint8Array(0)
  firstName = new Uint32Array(0)
  lastName = new Uint32Array(0)
  occupation = new Uint32Array(0)
  city = new Uint32Array(0)
  /** expertise areas then keywords (interned ids) in listArena from listStart */
  listStart = new Uint32Array(0)
  areaCount = new Uint16Array(0)
  keywordCount = new Uint16Array(0)
  listArena = new Uint32Array(1024)
  private listUsed = 0
  private textLen = new Uint32Array(0)
  private text: string[] = []
  uid: string[] = []
  location: string[] = []
  foldedName: string[] = []
  readonly slotOf = new Map<string, number>()
  private dead = 0
  /** bumped on every change: derived answers (directory) are cached per version */
  version = 0
  /** expertJson's scratch: the pieces of the expert being written (reused, so only the joined text is new) */
  readonly jsonParts: string[] = []

  intern(value: string): number {
    let id = this.stringOf.get(value)
    if (id === undefined) {
      id = this.strings.length
      this.strings.push(value)
      this.stringOf.set(value, id)
      // kept dense (a sparse array turns into a slow dictionary)
      this.foldedOfString.push(undefined)
      this.quotedOfString.push(undefined)
    }
    return id
  }

  /** An interned string's words, folded, joined by single spaces. */
  foldedOf(stringId: number): string {
    return (this.foldedOfString[stringId] ??= words(this.strings[stringId]!).join(' '))
  }

  quotedOf(stringId: number): string {
    return (this.quotedOfString[stringId] ??= JSON.stringify(this.strings[stringId]!))
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
    this.occupation[slot] = this.intern(expert.occupation)
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
    return slot
  }

  /** Marks an expert's slot dead; false when it is not stored. */
  remove(uid: string): boolean {
    const slot = this.slotOf.get(uid)
    if (slot === undefined) return false
    this.version++
    this.slotOf.delete(uid)
    this.flags[slot] = this.flags[slot]! & ~F_ALIVE
    this.text[slot] = ''
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
    this.dead = 0
    return newSlot
  }

  /** The slot's packed texts, each still a JSON string literal (index T_DISPLAY_NAME ... T_EMAIL). */
  quotedTexts(slot: number): string[] {
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
}
