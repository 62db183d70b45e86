import { fold } from '../../text/fold'
import { F_ALIVE, F_PHOTO, type ExpertStore } from './expert-store'
import { topK } from './ranking'

/** Well-rated experts with their own photo for the home carousel, best first (JSON bytes). */
function featuredExperts(store: ExpertStore, count: number): Uint8Array[] {
  const { flags, rating, ratingCount } = store
  const pick = (withPhoto: boolean, minRating: number) => {
    const slots: number[] = []
    const need = F_ALIVE | (withPhoto ? F_PHOTO : 0)
    for (let s = 0; s < store.n; s++) {
      if ((flags[s]! & need) === need && rating[s]! >= minRating) slots.push(s)
    }
    return topK(slots, count, {
      values: rating,
      ascending: false,
      compare: (a, b) => rating[b]! - rating[a]! || ratingCount[b]! - ratingCount[a]! || a - b,
    })
  }
  let chosen = pick(true, 4)
  if (chosen.length < count) {
    const more = pick(false, 0).filter((s) => !chosen.includes(s))
    chosen = [...chosen, ...more].slice(0, count)
  }
  return chosen.map((s) => store.json.bytes(s))
}

/** The home carousel's experts, chosen again only when the store has changed (a scan of every slot). */
export class Featured {
  private cache: { version: number; count: number; json: Uint8Array[] } | null = null

  constructor(private readonly store: ExpertStore) {}

  experts(count: number): Uint8Array[] {
    const cached = this.cache
    if (cached && cached.version === this.store.version && cached.count === count) return cached.json
    const json = featuredExperts(this.store, count)
    this.cache = { version: this.store.version, count, json }
    return json
  }
}

export interface DirectoryPage {
  json: Uint8Array[]
  total: number
  fields: { name: string; count: number }[]
}

/** The directory: the approved experts of one field (occupation) by name, and the fields with their counts. */
export class Directory {
  /** the last field asked for, valid while the store's version is unchanged */
  private cache: { version: number; field: string; slots: number[]; fields: { name: string; count: number }[] } | null = null

  constructor(private readonly store: ExpertStore) {}

  page(field: string, page: number, pageSize: number): DirectoryPage {
    const { store } = this
    const wanted = fold(field).trim()
    let cached = this.cache
    if (!cached || cached.version !== store.version || cached.field !== wanted) {
      const counts = new Map<number, number>()
      const slots: number[] = []
      const matches = new Map<number, boolean>()
      for (let s = 0; s < store.n; s++) {
        if (!(store.flags[s]! & F_ALIVE)) continue
        const occupation = store.occupation[s]!
        counts.set(occupation, (counts.get(occupation) ?? 0) + 1)
        let ok = matches.get(occupation)
        if (ok === undefined) matches.set(occupation, (ok = !wanted || fold(store.strings[occupation]!) === wanted))
        if (ok) slots.push(s)
      }
      const names = store.foldedName
      slots.sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b))
      const fields = [...counts]
        .map(([id, count]) => ({ name: store.strings[id]!, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      cached = this.cache = { version: store.version, field: wanted, slots, fields }
    }
    const start = (page - 1) * pageSize
    return {
      json: cached.slots.slice(start, start + pageSize).map((s) => store.json.bytes(s)),
      total: cached.slots.length,
      fields: cached.fields,
    }
  }
}
