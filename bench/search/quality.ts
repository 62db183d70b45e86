/**
 * Quality of a search engine against the public query intents of ../shared/bench/search:
 * top-1 relevant, P@10 (relevant in the top 10 ÷ min(10, relevant in the data)), recall, and
 * no-match queries that returned something.
 */
import { fold } from '../../src/server/text/fold'

export interface Intent {
  field: 'displayName' | 'occupation' | 'skills' | 'any'
  terms: string[]
  match: 'exact' | 'contains'
}
export interface BenchQuery {
  id: string
  q: string
  type: string
  intent: Intent | null
}
export interface BenchRecord {
  id: string
  displayName: string
  occupation: string
  expertise_areas: string[]
  keywords: string[]
  email: string
  [key: string]: unknown
}

const norm = (s: string) => fold(s).replace(/\s+/g, ' ').trim()

function values(r: BenchRecord, field: Intent['field']): string[] {
  switch (field) {
    case 'displayName':
      return [r.displayName]
    case 'occupation':
      return [r.occupation]
    case 'skills':
      return [...r.expertise_areas, ...r.keywords]
    default:
      return [r.displayName, r.occupation, ...r.expertise_areas, ...r.keywords]
  }
}

/** Whether a record is one a person typing the query wants. */
export function isRelevant(r: BenchRecord, intent: Intent): boolean {
  const vals = values(r, intent.field).map(norm)
  return intent.terms.every((term) => {
    const t = norm(term)
    return vals.some((v) => (intent.match === 'exact' ? v === t : v.includes(t)))
  })
}

export interface QueryQuality {
  id: string
  q: string
  returned: number
  relevantInData: number
  top1: boolean
  p10: number
  recall: number
}

export interface QualitySummary {
  top1: number
  withIntent: number
  p10: number
  recall: number
  noMatchReturning: number
  noMatchQueries: number
  typoAnswered: number
  typoQueries: number
  perQuery: QueryQuality[]
}

/** `results(q)` gives every matching record id, best first. */
export function measureQuality(records: BenchRecord[], queries: BenchQuery[], results: (q: string) => string[]): QualitySummary {
  const perQuery: QueryQuality[] = []
  let top1 = 0
  let p10Sum = 0
  let recallSum = 0
  let withIntent = 0
  let noMatchReturning = 0
  let noMatchQueries = 0
  let typoAnswered = 0
  let typoQueries = 0
  for (const query of queries) {
    const ids = results(query.q)
    if (query.type === 'typo') {
      typoQueries++
      if (ids.length > 0) typoAnswered++
    }
    if (!query.intent) {
      noMatchQueries++
      if (ids.length > 0) noMatchReturning++
      perQuery.push({ id: query.id, q: query.q, returned: ids.length, relevantInData: 0, top1: ids.length === 0, p10: NaN, recall: NaN })
      continue
    }
    const intent = query.intent
    const relevant = new Set(records.filter((r) => isRelevant(r, intent)).map((r) => r.id))
    if (relevant.size === 0) continue
    withIntent++
    const isTop1 = ids.length > 0 && relevant.has(ids[0]!)
    const inTop10 = ids.slice(0, 10).filter((id) => relevant.has(id)).length
    const p10 = inTop10 / Math.min(10, relevant.size)
    const found = ids.filter((id) => relevant.has(id)).length
    const recall = found / relevant.size
    if (isTop1) top1++
    p10Sum += p10
    recallSum += recall
    perQuery.push({ id: query.id, q: query.q, returned: ids.length, relevantInData: relevant.size, top1: isTop1, p10, recall })
  }
  return {
    top1,
    withIntent,
    p10: p10Sum / withIntent,
    recall: recallSum / withIntent,
    noMatchReturning,
    noMatchQueries,
    typoAnswered,
    typoQueries,
    perQuery,
  }
}
