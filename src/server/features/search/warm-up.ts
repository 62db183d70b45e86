import type { SearchSort } from '../../../shared/schemas/search'
import type { ExpertStore } from './expert-store'
import type { SearchOptions } from './search-types'

/**
 * Searches over the index's own words (occupations, their first words, a typo of them, a name with
 * one), spread over the index and over sorts, pages and filters: run once after a (re)build so the
 * engine's code is compiled before the first visitor's query (cold, the first hundred or so searches
 * take several times longer while V8 optimises it).
 */
export function warmUpSearches(store: ExpertStore, searches: number): SearchOptions[] {
  const sorts: SearchSort[] = ['relevance', 'rating', 'experience', 'fastestResponse']
  const out: SearchOptions[] = []
  for (let i = 0; i < searches && store.n > 0; i++) {
    const slot = (i * 7919) % store.n
    const occupation = store.foldedOf(store.occupation[slot]!)
    const first = occupation.split(' ')[0]!
    const typo = first.length >= 4 ? first[0]! + first[2]! + first[1]! + first.slice(3) : first
    const q = [occupation, first, typo, `${store.foldedName[slot]!.split(' ')[0]!} ${first}`][i % 4]!
    out.push({
      q,
      page: 1 + (i % 3),
      pageSize: 10,
      sort: sorts[i % 4]!,
      communication: i % 5 ? 'all' : 'chat',
      location: '',
      accountType: 'all',
    })
  }
  return out
}
