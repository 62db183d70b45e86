/** Per field (name, occupation, skills): the weight of a match there, and its bit in a field set. */
export const FIELD_WEIGHT = [1, 1, 0.7]
export const FIELD_BIT = [1, 2, 4]

/** How well a query word matches an indexed word: exact > stem > prefix > typo (by edits). */
export const QUALITY_EXACT = 1
export const QUALITY_PREFIX = 0.7
export const QUALITY_STEM = 0.8
export const QUALITY_STEM_RELATED = 0.65
export const QUALITY_TYPO = [1, 0.6, 0.45]

/**
 * Every score one query word can earn in one field (quality × field weight), ascending. A word's best
 * score so far is kept as its index here (4 bits of a 32-bit key), so the larger index is the better.
 */
export const WORD_SCORES = [
  ...new Set(
    [QUALITY_EXACT, QUALITY_PREFIX, QUALITY_STEM, QUALITY_STEM_RELATED, ...QUALITY_TYPO].flatMap((q) => FIELD_WEIGHT.map((w) => q * w)),
  ),
].sort((a, b) => a - b)
export const WORD_SCORE_CODE = new Map(WORD_SCORES.map((score, code) => [score, code]))
if (WORD_SCORES.length > 16) throw new Error('search: more word scores than a 4-bit code holds')
