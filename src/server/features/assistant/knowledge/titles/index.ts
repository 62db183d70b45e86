/**
 * The knowledge base's field titles in Spanish, German, French, Portuguese and Italian (issue 24 item 1):
 * Tio Chat names a field in the language it answers in, and translate.ts reads a title written in one of
 * them as the field ("Strafverteidiger" → "criminal defense attorney"). Fields that only exist through an
 * approved expert's profile keep the title their experts wrote.
 */
import type { Language } from '../glossary'
import { words } from '../../text'
import { DE } from './de'
import { ES } from './es'
import { FR } from './fr'
import { IT } from './it'
import { PT } from './pt'

const parse = (list: string) =>
  new Map(
    list
      .trim()
      .split('\n')
      .map((line) => line.split(' = ').map((s) => s.trim()) as [string, string]),
  )

export const TITLES: Record<Language, ReadonlyMap<string, string>> = {
  es: parse(ES),
  de: parse(DE),
  fr: parse(FR),
  pt: parse(PT),
  it: parse(IT),
}

/** A field's title in a language: the knowledge base's translation, else as written (a field of experts' profiles, or English). */
export function titleIn(language: Language | 'en', title: string): string {
  return language === 'en' ? title : (TITLES[language].get(title) ?? title)
}

/** Words of a title a message can hold as a phrase (translate.ts tries up to this many words together). */
export const MAX_TITLE_WORDS = 6

/** The titles of a language as the words a message would hold → the English title, for translate.ts; those the same in English are left out. */
export function titleWords(language: Language): [key: string, english: string][] {
  return [...TITLES[language]]
    .map(([english, local]) => [words(local).join(' '), english.toLowerCase()] as [string, string])
    .filter(([key, english]) => key.split(' ').length <= MAX_TITLE_WORDS && key !== words(english).join(' '))
}
