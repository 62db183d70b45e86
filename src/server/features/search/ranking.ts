/**
 * An order of slots, and its leading key: `compare` puts a before b whenever values[a] is better
 * (higher, or lower when ascending) than values[b], so most slots are passed over on that key alone.
 */
export interface Order {
  values: ArrayLike<number>
  ascending: boolean
  compare: (a: number, b: number) => number
}

/** Most relevant first, then the better rated, then the older slot. */
export function relevanceOrder(score: ArrayLike<number>, rating: ArrayLike<number>): Order {
  return { values: score, ascending: false, compare: (a, b) => compareRelevance(score, rating, a, b) }
}

function compareRelevance(score: Float64Array | ArrayLike<number>, rating: ArrayLike<number>, a: number, b: number): number {
  return score[b]! - score[a]! || rating[b]! - rating[a]! || a - b
}

/**
 * topK in relevanceOrder(score, rating) for the search's hot path: the same answer, with the
 * comparison written out over the two columns (no closures, one typed array shape each).
 */
export function topByRelevance(items: Int32Array, k: number, score: Float64Array, rating: Float64Array): number[] {
  if (k <= 0) return []
  if (k > 200 || items.length <= k * 4)
    return Array.from(items)
      .sort((a, b) => compareRelevance(score, rating, a, b))
      .slice(0, k)
  const best: number[] = []
  // the k-th best so far
  let edgeScore = -Infinity
  let edge = -1
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!
    if (edge >= 0) {
      const s = score[item]!
      if (s < edgeScore || (s === edgeScore && compareRelevance(score, rating, item, edge) >= 0)) continue
    }
    let lo = 0
    let hi = best.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (compareRelevance(score, rating, best[mid]!, item) <= 0) lo = mid + 1
      else hi = mid
    }
    best.splice(lo, 0, item)
    if (best.length > k) best.pop()
    if (best.length === k) {
      edge = best[k - 1]!
      edgeScore = score[edge]!
    }
  }
  return best
}

/** By one column (highest first unless ascending), then by `then`. */
export function columnOrder(values: ArrayLike<number>, then: Order, ascending = false): Order {
  const next = then.compare
  return { values, ascending, compare: (a, b) => (ascending ? values[a]! - values[b]! : values[b]! - values[a]!) || next(a, b) }
}

/** The first k items in order (a bounded insertion for small k, a full sort otherwise). */
export function topK(items: readonly number[] | Int32Array, k: number, { values, ascending, compare }: Order): number[] {
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
