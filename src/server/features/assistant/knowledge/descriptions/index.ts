/**
 * The knowledge base's field descriptions in Spanish, German, French, Portuguese and Italian (issue 24 item 1):
 * shown beside a field's name in a reply in that language ("Fontanero — fugas, tuberías…"). Display text only:
 * the matching reads the English descriptions of the knowledge base, never these. Fields that only exist
 * through an approved expert's profile keep the description their experts wrote.
 */
import type { Language } from '../glossary'
import { parseTranslations } from '../translations'
import { DE } from './de'
import { ES } from './es'
import { FR } from './fr'
import { IT } from './it'
import { PT } from './pt'

export const DESCRIPTIONS: Record<Language, ReadonlyMap<string, string>> = {
  es: parseTranslations(ES),
  de: parseTranslations(DE),
  fr: parseTranslations(FR),
  pt: parseTranslations(PT),
  it: parseTranslations(IT),
}

/** A field's description in a language: the knowledge base's translation, else as written (a field of experts' profiles, or English). */
export function descriptionIn(language: Language | 'en', title: string, description: string): string {
  return language === 'en' ? description : (DESCRIPTIONS[language].get(title) ?? description)
}
