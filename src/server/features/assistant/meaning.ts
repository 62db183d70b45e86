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
  /** What the field is in a few words (its title and one-line description), for `concepts`. */
  core?: string
}

/** Similarity below which two words are unrelated (GloVe cosine). */
const FLOOR = 0.4
/** Weight (with specificity) below which a word says too little to count ("have", "the"). */
const MIN_WEIGHT = 0.05

export class MeaningIndex {
  /** Vector rows of every distinct field word. */
  private readonly vocab: Int32Array
  private readonly fields: { title: string; words: Int32Array; weights: Float32Array }[]
  private readonly matrix: Float32Array
  /** Each field's core as one unit vector (its words' vectors, weighted by specificity). */
  private readonly cores: Float32Array

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
    this.cores = new Float32Array(docs.length * DIMENSIONS)
    docs.forEach((doc, f) => {
      // A word the core repeats ("tax disputes, tax audits") counts as often as it is said.
      const counts = new Map<string, number>()
      for (const w of contentWords(doc.core ?? '')) counts.set(w, (counts.get(w) ?? 0) + 1)
      this.embed(counts, this.cores.subarray(f * DIMENSIONS))
    })
  }

  /** Weighted words as one unit vector (each word's vector by its weight and specificity) into `out`; false when none has a vector. */
  private embed(words: Map<string, number>, out: Float32Array): boolean {
    const v = new Float32Array(DIMENSIONS)
    for (const [word, weight] of words) {
      const row = this.vectors.row(word)
      if (row < 0) continue
      const w = weight * this.vectors.specificity(row)
      if (w < MIN_WEIGHT) continue
      this.vectors.vector(row, v)
      for (let d = 0; d < DIMENSIONS; d++) out[d] = out[d]! + w * v[d]!
    }
    let norm = 0
    for (let d = 0; d < DIMENSIONS; d++) norm += out[d]! ** 2
    if (!norm) return false
    norm = Math.sqrt(norm)
    for (let d = 0; d < DIMENSIONS; d++) out[d] = out[d]! / norm
    return true
  }

  /**
   * How close the message as a whole is to what each field is (cosine of the two averaged vectors): the
   * whole message's topic, where \`score\` adds up its words one by one.
   */
  concepts(words: Map<string, number>): Map<string, number> {
    const query = new Float32Array(DIMENSIONS)
    const out = new Map<string, number>()
    if (!this.embed(words, query)) return out
    this.fields.forEach((field, f) => {
      let dot = 0
      for (let d = 0, i = f * DIMENSIONS; d < DIMENSIONS; d++, i++) dot += query[d]! * this.cores[i]!
      out.set(field.title, dot)
    })
    return out
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
      if (weight < MIN_WEIGHT) continue
      this.vectors.vector(row, query)
      const matrix = this.matrix
      for (let u = 0, m = 0; u < this.vocab.length; u++, m += DIMENSIONS) {
        // Four running sums: independent multiply-adds the engine can overlap (11 → 5.5 ms for an 11-word message).
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
