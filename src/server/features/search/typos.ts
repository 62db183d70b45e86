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
export function sameStart(word: string, term: string): boolean {
  return word[0] === term[0] || (word[0] === term[1] && word[1] === term[0])
}

/** How many edits a query word of this length may carry and still be taken for a typo. */
export function maxEdits(length: number): number {
  if (length < 4) return 0
  return length >= 8 ? 2 : 1
}
