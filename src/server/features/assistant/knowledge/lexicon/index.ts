/**
 * General bilingual word lists, everyday vocabulary → English: family, home, body and health, feelings,
 * money, law, work, school, vehicles, verbs of need, technology, food, hobbies, travel, animals, events, weather and time. Written
 * as dictionaries of each language, not from any question set. translate.ts reads them after the
 * glossary (whose words are those of the fields' cues and win on a clash), so that a message's other
 * words reach the matching by meaning (word vectors) in English. Same shape as the glossary: keys as
 * written (accents are folded when read), '_' joins the words of a phrase on either side. Only what
 * the stemmer does not reach is listed: the inflected forms of verbs with short stems ("comendo",
 * "dorme", "gestohlen") and words whose stem leads elsewhere ("carta" is no cart); no word of three
 * letters or less and none that is a common English word, so that English messages stay English.
 */
import type { Language } from '../glossary'
import { DE } from './de'
import { DE_FIELDS } from './de-fields'
import { ES } from './es'
import { ES_FIELDS } from './es-fields'
import { FR } from './fr'
import { FR_FIELDS } from './fr-fields'
import { IT } from './it'
import { IT_FIELDS } from './it-fields'
import { PT } from './pt'
import { PT_FIELDS } from './pt-fields'
import { SITE } from './site'

/** The words of using a website first (see ./site.ts), then each language's general words, then the words of the fields' own problems. */
export const LEXICON: Record<Language, string> = {
  es: `${SITE.es}\n${ES}\n${ES_FIELDS}`,
  de: `${SITE.de}\n${DE}\n${DE_FIELDS}`,
  fr: `${SITE.fr}\n${FR}\n${FR_FIELDS}`,
  pt: `${SITE.pt}\n${PT}\n${PT_FIELDS}`,
  it: `${SITE.it}\n${IT}\n${IT_FIELDS}`,
}
