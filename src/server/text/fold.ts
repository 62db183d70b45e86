const PRINTABLE_ASCII = /^[\x20-\x7e]*$/
/** Letters that carry no combining accent to strip, written as their plain forms. */
const PLAIN: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', ı: 'i', æ: 'ae', đ: 'd' }

/**
 * Case-, accent- and apostrophe-insensitive form of a text (search and Tio Chat): lower case, accents
 * removed, ß → ss and the like, apostrophes dropped ("won't" → "wont", "O’Brien" → "obrien").
 */
export function fold(text: string): string {
  if (PRINTABLE_ASCII.test(text)) {
    const lower = text.toLowerCase()
    return lower.includes("'") || lower.includes('`') ? lower.replace(/['`]/g, '') : lower
  }
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßøłıæđ]/g, (c) => PLAIN[c]!)
    .replace(/['’`´]/g, '')
}
