import { fold } from './fold'

const NOT_WORD = /[^\p{L}\p{N}]+/u
const JOINED_WORD = /[\p{L}\p{N}]+(?:[-/&][\p{L}\p{N}]+)*/gu

/** The words of a text, folded: its runs of letters and digits (any script). */
export function words(text: string): string[] {
  return fold(text).split(NOT_WORD).filter(Boolean)
}

/** The words of a text, folded, keeping words joined by -, / or & as one (full-stack, 24/7, r&d). */
export function joinedWords(text: string): string[] {
  return fold(text).match(JOINED_WORD) ?? []
}

/**
 * The phrase stands in the value as whole words: "home care agency" holds "care", "career coach" does not.
 * Both are folded words joined by single spaces.
 */
export function containsWords(value: string, phrase: string): boolean {
  for (let at = value.indexOf(phrase); at >= 0; at = value.indexOf(phrase, at + 1)) {
    const end = at + phrase.length
    if ((at === 0 || value.charCodeAt(at - 1) === 32) && (end === value.length || value.charCodeAt(end) === 32)) return true
  }
  return false
}
