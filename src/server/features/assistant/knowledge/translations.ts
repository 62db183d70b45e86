/**
 * The knowledge base's translations of its fields (titles/, descriptions/): one field a line,
 * "English title = translation", read as English title → translation.
 */
export function parseTranslations(list: string): Map<string, string> {
  const translations = new Map<string, string>()
  for (const line of list.trim().split('\n')) {
    const at = line.indexOf(' = ')
    if (at < 0) throw new Error(`Not "English title = translation": ${line}`)
    const title = line.slice(0, at).trim()
    if (translations.has(title)) throw new Error(`Translated twice: ${title}`)
    translations.set(title, line.slice(at + 3).trim())
  }
  return translations
}
