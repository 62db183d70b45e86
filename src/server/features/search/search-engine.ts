import type { PublicExpert } from '../../../shared/schemas/expert'
import { ExpertStore } from './expert-store'
import { Expansions } from './expansions'
import { filterSlots } from './filters'
import { Directory, Featured, type DirectoryPage } from './listings'
import { Matcher } from './matcher'
import { FIELD_NAME, FIELD_OCCUPATION, FIELD_SKILLS, Postings } from './postings'
import { columnOrder, relevanceOrder, topByRelevance, topK } from './ranking'
import type { IndexedExpert, SearchOptions, SearchPage } from './search-types'
import { warmUpSearches } from './warm-up'

export type { IndexedExpert, SearchOptions, SearchPage } from './search-types'

/**
 * The in-memory expert search index (one per server instance). It finds what the original Fuse.js
 * search (threshold 0.4 over displayName, occupation, keywords and expertise_areas) finds, typos
 * included, but on the server and in milliseconds at 100,000 experts:
 *
 * - text is folded (accents, case, apostrophes) and cut into words (src/server/text); every word of
 *   the query must be found in one of the four fields (words may come from different fields);
 * - a query word matches an indexed word exactly, as a prefix (3+ letters), by its English stem
 *   (Snowball: finance, finances and financing share 'financ'; from 5-letter stems also one stem
 *   extending the other by a letter or two, so finance ~ financial 'financi'), or, when the word is
 *   not in the vocabulary at all (a typo), within one edit (two from 8 letters on; a swap of two
 *   neighbouring letters counts as one edit, so 'pyhton' finds Python) (expansions.ts);
 * - short words (1-2 letters) only match exactly, so short queries do not drown the list;
 * - relevance: exact > stem > prefix > typo, name and occupation over skills, plus a bonus when the whole
 *   query is found in one field or equals it, or stands as whole words in (or is) one skill or keyword
 *   (matcher.ts, scores.ts).
 *
 * Memory (at 100,000 experts about 55 MB of heap, 25 MB of typed arrays and 80 MB of JSON bytes
 * outside the heap, built in a few seconds): experts are kept as columns (expert-store.ts), postings
 * live in one Uint32Array arena (postings.ts), and each expert's public record is kept as JSON bytes
 * (json-arena.ts), copied into the page being answered.
 */
export class SearchIndex {
  private readonly store = new ExpertStore()
  private readonly postings = new Postings()
  private readonly expansions = new Expansions(this.postings)
  private readonly matcher = new Matcher(this.store, this.postings, this.expansions)
  private readonly directoryPages = new Directory(this.store)
  private readonly featuredExperts = new Featured(this.store)

  constructor(experts: Iterable<IndexedExpert> = []) {
    for (const e of experts) this.upsert(e)
    this.freeze()
  }

  get size(): number {
    return this.store.slotOf.size
  }

  has(uid: string): boolean {
    return this.store.slotOf.has(uid)
  }

  /** Packs the postings added since the last call (bulk loads call it when done). */
  freeze(): void {
    this.postings.freeze()
  }

  /** Adds or replaces an expert. */
  upsert(entry: IndexedExpert): void {
    this.remove(entry.expert.uid)
    const { store, postings } = this
    const slot = store.add(entry)
    // postings: each term once per field
    postings.postText(entry.expert.displayName, FIELD_NAME, slot)
    const occupation = store.occupation[slot]!
    for (const t of postings.termsOfValue(occupation, store.strings[occupation]!)) postings.post(t, FIELD_OCCUPATION, slot)
    const start = store.listStart[slot]!
    const count = store.areaCount[slot]! + store.keywordCount[slot]!
    if (count === 1) {
      const id = store.listArena[start]!
      for (const t of postings.termsOfValue(id, store.strings[id]!)) postings.post(t, FIELD_SKILLS, slot)
    } else if (count > 1) {
      const seen = new Set<number>()
      for (let i = start; i < start + count; i++) {
        const id = store.listArena[i]!
        for (const t of postings.termsOfValue(id, store.strings[id]!)) {
          if (seen.has(t)) continue
          seen.add(t)
          postings.post(t, FIELD_SKILLS, slot)
        }
      }
    }
    postings.freezeIfLarge()
  }

  /** Removes an expert (not approved any more, suspended, deleted). */
  remove(uid: string): void {
    if (!this.store.remove(uid) || !this.store.wantsCompaction) return
    this.postings.freeze()
    this.postings.renumber(this.store.compact())
  }

  search(o: SearchOptions): SearchPage {
    if (!o.q.trim()) return { json: [], uids: [], total: 0, page: o.page, pageSize: o.pageSize, pages: 0 }
    const { store } = this
    const byRelevance = o.sort === 'relevance'
    // by relevance, only the slots that may reach the page are scored exactly (mostRelevant)
    const { slots, score } = this.matcher.match(o.q, !byRelevance)
    const filtered = filterSlots(store, slots, o)
    const start = (o.page - 1) * o.pageSize
    const end = start + o.pageSize
    let ordered: number[] = []
    if (start < filtered.length) {
      if (byRelevance) ordered = this.mostRelevant(filtered, end, score)
      else {
        const relevance = relevanceOrder(score, store.rating)
        const column = o.sort === 'rating' ? store.rating : o.sort === 'experience' ? store.years : store.response
        ordered = topK(filtered, end, columnOrder(column, relevance, o.sort === 'fastestResponse'))
      }
      ordered = ordered.slice(start, end)
    }
    return {
      json: ordered.map((s) => store.json.bytes(s)),
      uids: ordered.map((s) => store.uid[s]!),
      total: filtered.length,
      page: o.page,
      pageSize: o.pageSize,
      pages: Math.ceil(filtered.length / o.pageSize),
    }
  }

  /**
   * The k most relevant of the last match's slots (reordered in place). Their scores may still owe a
   * skill's phrase bonus (Matcher.match, not exact), so are lower bounds: the k best by them are
   * settled, and the last of those in exact order is an edge. A slot that would rank after the edge
   * even with the highest score it can reach cannot reach the page; the others are settled and ranked.
   */
  private mostRelevant(slots: Int32Array, k: number, score: Float64Array): number[] {
    const { matcher } = this
    const rating = this.store.rating
    if (!matcher.owes) return topByRelevance(slots, k, score, rating)
    if (slots.length > k) {
      const first = topByRelevance(slots, k, score, rating)
      for (const slot of first) matcher.settle(slot)
      const edge = topByRelevance(Int32Array.from(first), k, score, rating)[k - 1]!
      const edgeScore = score[edge]!
      const most = matcher.mostOwed
      let kept = 0
      for (const slot of slots) {
        // below the edge even if owed the most: most slots are dropped on this one comparison
        if (score[slot]! + most < edgeScore) continue
        // relevance order (ranking.ts) with the slot's highest possible score: after the edge, it cannot reach the page
        if ((edgeScore - (score[slot]! + matcher.owing(slot)) || rating[edge]! - rating[slot]! || slot - edge) > 0) continue
        slots[kept++] = slot
      }
      slots = slots.subarray(0, kept)
    }
    for (const slot of slots) matcher.settle(slot)
    return topByRelevance(slots, k, score, rating)
  }

  /** Compiles the engine's code before the first visitor's query (warm-up.ts); leaves no remembered expansions behind. */
  warmUp(searches = 200): void {
    for (const o of warmUpSearches(this.store, searches)) this.search(o)
    this.expansions.clear()
  }

  /** Every uid matching a query (benchmark quality figures), in relevance order. */
  matchAll(q: string): string[] {
    if (!q.trim()) return []
    const { slots, score } = this.matcher.match(q)
    return Array.from(slots)
      .sort(relevanceOrder(score, this.store.rating).compare)
      .map((s) => this.store.uid[s]!)
  }

  /** The public record of a listed expert (built from the columns), or undefined. */
  get(uid: string): PublicExpert | undefined {
    const slot = this.store.slotOf.get(uid)
    return slot === undefined ? undefined : (JSON.parse(this.store.json.text(slot)) as PublicExpert)
  }

  /** Well-rated experts with their own photo for the home carousel, best first (JSON bytes). */
  featured(count: number): Uint8Array[] {
    return this.featuredExperts.experts(count)
  }

  /** The approved experts of one field (occupation), by name; and the fields with their counts. */
  directory(field: string, page: number, pageSize: number): DirectoryPage {
    return this.directoryPages.page(field, page, pageSize)
  }
}
