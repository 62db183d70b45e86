import { contentWords } from './text'
import { DIMENSIONS, type WordVectors } from './vectors'

/**
 * Matching by meaning: each field is the set of words that describe it (its title, description and
 * everyday words from the knowledge base, and the words its approved experts use in their profiles).
 * A message's word counts for a field by its similarity to the field's closest word (word vectors),
 * weighted by how specific the word is, so "campfire songs on the guitar" reaches a music teacher
 * although neither word is in that field's list.
 */
export interface MeaningDoc {
  title: string
  /** Text and weight (0..1) of each part of the field's description. */
  texts: [text: string, weight: number][]
}

/** Similarity below which two words are unrelated (GloVe cosine). */
const FLOOR = 0.4

export class MeaningIndex {
  /** Vector rows of every distinct field word. */
  private readonly vocab: Int32Array
  private readonly fields: { title: string; words: Int32Array; weights: Float32Array }[]
  private readonly matrix: Float32Array

  constructor(
    private readonly vectors: WordVectors,
    docs: MeaningDoc[],
  ) {
    const vocabIndex = new Map<number, number>()
    const perField = docs.map((doc) => {
      const weights = new Map<number, number>()
      for (const [text, weight] of doc.texts) {
        for (const word of contentWords(text)) {
          const row = vectors.row(word)
          if (row < 0) continue
          if (!vocabIndex.has(row)) vocabIndex.set(row, vocabIndex.size)
          const u = vocabIndex.get(row)!
          weights.set(u, Math.max(weights.get(u) ?? 0, weight))
        }
      }
      return { title: doc.title, weights }
    })
    // A word shared by many fields ("care", "service") tells them apart less.
    const df = new Map<number, number>()
    for (const f of perField) for (const u of f.weights.keys()) df.set(u, (df.get(u) ?? 0) + 1)
    const n = Math.max(2, docs.length)
    this.fields = perField.map(({ title, weights }) => {
      const words = Int32Array.from(weights.keys())
      const w = Float32Array.from([...weights].map(([u, weight]) => weight * (1 - (0.6 * Math.log(df.get(u)!)) / Math.log(n))))
      return { title, words, weights: w }
    })
    this.vocab = Int32Array.from(vocabIndex.keys())
    this.matrix = new Float32Array(this.vocab.length * DIMENSIONS)
    this.vocab.forEach((row, u) => vectors.vector(row, this.matrix, u * DIMENSIONS))
  }

  /** Meaning score of every field for weighted words (already in English). */
  score(words: Map<string, number>): Map<string, number> {
    const out = new Map<string, number>()
    const sims = new Float32Array(this.vocab.length)
    const query = new Float32Array(DIMENSIONS)
    for (const [word, queryWeight] of words) {
      const row = this.vectors.row(word)
      if (row < 0) continue
      const weight = queryWeight * this.vectors.specificity(row)
      if (weight < 0.05) continue
      this.vectors.vector(row, query)
      const matrix = this.matrix
      for (let u = 0, m = 0; u < this.vocab.length; u++, m += DIMENSIONS) {
        // Four running sums: independent multiply-adds the engine can overlap (a third faster than one sum).
        let a = 0
        let b = 0
        let c = 0
        let e = 0
        for (let d = 0; d < DIMENSIONS; d += 4) {
          a += query[d]! * matrix[m + d]!
          b += query[d + 1]! * matrix[m + d + 1]!
          c += query[d + 2]! * matrix[m + d + 2]!
          e += query[d + 3]! * matrix[m + d + 3]!
        }
        sims[u] = a + b + c + e
      }
      for (const field of this.fields) {
        let best = 0
        for (let i = 0; i < field.words.length; i++) {
          const s = sims[field.words[i]!]! * field.weights[i]!
          if (s > best) best = s
        }
        if (best > FLOOR) out.set(field.title, (out.get(field.title) ?? 0) + (weight * (best - FLOOR)) / (1 - FLOOR))
      }
    }
    return out
  }
}
