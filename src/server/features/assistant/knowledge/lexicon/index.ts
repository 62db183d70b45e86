/**
 * General bilingual word lists, everyday vocabulary → English: family, home, body and health, feelings,
 * money, law, work, school, vehicles, verbs of need, technology, food, hobbies, travel, animals. Written
 * as dictionaries of each language, not from any question set. translate.ts reads them after the
 * glossary (whose words are those of the fields' cues and win on a clash), so that a message's other
 * words reach the matching by meaning (word vectors) in English. Same shape as the glossary: keys as
 * written (accents are folded when read), '_' joins the words of a phrase on either side.
 */
import type { Language } from '../glossary'
import { DE } from './de'
import { ES } from './es'
import { FR } from './fr'
import { IT } from './it'
import { PT } from './pt'

export const LEXICON: Record<Language, string> = { es: ES, de: DE, fr: FR, pt: PT, it: IT }
