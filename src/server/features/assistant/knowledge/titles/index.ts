/**
 * The knowledge base's field titles in Spanish, German, French, Portuguese and Italian (issue 24 item 1):
 * Tio Chat names a field in the language it answers in, and translate.ts reads a title written in one of
 * them as the field ("Strafverteidiger" → "criminal defense attorney"). Fields that only exist through an
 * approved expert's profile keep the title their experts wrote.
 */
import type { Language } from '../glossary'
import { words } from '../../text'
import { parseTranslations } from '../translations'
import { DE } from './de'
import { ES } from './es'
import { FR } from './fr'
import { IT } from './it'
import { PT } from './pt'

export const TITLES: Record<Language, ReadonlyMap<string, string>> = {
  es: parseTranslations(ES),
  de: parseTranslations(DE),
  fr: parseTranslations(FR),
  pt: parseTranslations(PT),
  it: parseTranslations(IT),
}

/** A field's title in a language: the knowledge base's translation, else as written (a field of experts' profiles, or English). */
export function titleIn(language: Language | 'en', title: string): string {
  return language === 'en' ? title : (TITLES[language].get(title) ?? title)
}

/** Words of a title a message can hold as a phrase (translate.ts tries up to this many words together). */
export const MAX_TITLE_WORDS = 6

/** Words that end a title's head ("abogado | de familia", "Anwalt | für Arbeitsrecht", "addetto paghe | e contributi"). */
const PREPOSITIONS = new Set('de del di della dei delle da do dos das em en a al per pour du des fur e y et und'.split(' '))

type Rules = [RegExp, string[]][]

/** A masculine noun or adjective of a title in its feminine form ("abogado" → "abogada", "Psychologe" → "Psychologin", "avocat" → "avocate"). */
const FEMININE: Record<Language, Rules> = {
  es: [
    [/o$/, ['a']],
    [/or$/, ['ora']],
  ],
  pt: [
    [/o$/, ['a']],
    [/or$/, ['ora']],
  ],
  it: [
    [/o$/, ['a']],
    [/iere$/, ['iera']],
    [/tore$/, ['trice']],
  ],
  fr: [
    [/ien$/, ['ienne']],
    [/ier$/, ['iere']],
    [/teur$/, ['trice']],
    [/eur$/, ['euse']],
    [/([^e])$/, ['$1e']],
  ],
  de: [
    [/e$/, ['in']],
    [/([^e])$/, ['$1in']],
  ],
}

/** The plural and inflected forms a message writes a title's words in ("abogados", "idraulici", "zum Psychologen", "Ärzte"). */
const INFLECTED: Record<Language, Rules> = {
  es: [
    [/([aeiou])$/, ['$1s']],
    [/([^aeious])$/, ['$1es']],
  ],
  pt: [
    [/([aeiou])$/, ['$1s']],
    [/r$/, ['res']],
    [/l$/, ['is']],
  ],
  it: [
    [/ca$/, ['che', 'ci']],
    [/ga$/, ['ghe', 'gi']],
    [/io$/, ['i']],
    [/[oe]$/, ['i']],
    [/a$/, ['e', 'i']],
  ],
  fr: [
    [/al$/, ['aux']],
    [/eau$/, ['eaux']],
    [/([^sxz])$/, ['$1s']],
  ],
  de: [
    [/in$/, ['innen']],
    [/e$/, ['en']],
    [/([^e])$/, ['$1e', '$1en', '$1n', '$1s']],
  ],
}

/**
 * A title's words with the words of its head changed by `rules`, one form for each: German changes its head noun
 * (the last word before "für"), French its first word (its adjectives rarely end alike), Spanish, Portuguese and
 * Italian every word before the first preposition ("psicóloga clínica", "abogados laboralistas").
 */
function forms(language: Language, key: string, rules: Rules): string[] {
  const parts = key.split(' ')
  const end = parts.findIndex((w) => PREPOSITIONS.has(w))
  const head = end < 0 ? parts.length : end
  // A short German noun's other forms are everyday words ("Koch": "koche", "kochen").
  const changes = (i: number) => (language === 'de' ? i === head - 1 && parts[i]!.length >= 6 : language === 'fr' ? i === 0 : i < head)
  const endings = Math.max(...parts.map((w, i) => (changes(i) ? (rules.find(([re]) => re.test(w))?.[1].length ?? 0) : 0)))
  return Array.from({ length: endings }, (_, n) =>
    parts
      .map((w, i) => {
        const rule = changes(i) ? rules.find(([re]) => re.test(w)) : undefined
        return rule ? w.replace(rule[0], rule[1][Math.min(n, rule[1].length - 1)]!) : w
      })
      .join(' '),
  )
}

/**
 * The titles of a language as the words a message would hold → the English title, for translate.ts: as written, in
 * the feminine, and inflected (plural, German cases); those the same in English are left out.
 */
export function titleWords(language: Language): [key: string, english: string][] {
  return [...TITLES[language]]
    .map(([english, local]) => [words(local).join(' '), english.toLowerCase()] as [string, string])
    .filter(([key, english]) => key.split(' ').length <= MAX_TITLE_WORDS && key !== words(english).join(' '))
    .flatMap(([key, english]) => {
      const written = [key, ...forms(language, key, FEMININE[language])]
      const all = new Set([...written, ...written.flatMap((k) => forms(language, k, INFLECTED[language]))])
      return [...all].map((k) => [k, english] as [string, string])
    })
}
