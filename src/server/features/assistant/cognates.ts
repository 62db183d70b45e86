import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Language } from './knowledge/glossary'

/**
 * English cognates of words the glossary does not know: Spanish, Portuguese, Italian, French and
 * German share much of their learned vocabulary with English, with regular endings ("-ción",
 * "-ção", "-zione", "-tion": "-tion"; "-dad", "-tà", "-ité", "-tät": "-ty"; "-ia", "-ie": "-y").
 * A word is rewritten by its language's ending rules, elisions are undone (French "d'humidité",
 * Italian "l'ansia"), and the first candidate that is a word of the English word list of the word
 * vectors (vectors/words.txt, frequent English words) is its meaning. Word by word, like the glossary:
 * a false friend now and then, but the field of a question is mostly in its learned words.
 */
type Rule = [from: string, to: string[]]

const ROMANCE: Rule[] = [
  ['mente', ['ly']],
  ['ismo', ['ism']],
  ['ista', ['ist']],
  ['istas', ['ists']],
  ['ario', ['ary']],
  ['aria', ['ary']],
  ['ico', ['ic', 'ical']],
  ['ica', ['ic', 'ics', 'ical']],
  ['icos', ['ics', 'ic']],
  ['oso', ['ous']],
  ['osa', ['ous']],
  ['ivo', ['ive']],
  ['iva', ['ive']],
  ['ente', ['ent']],
  ['ante', ['ant']],
  ['encia', ['ence', 'ency']],
  ['ancia', ['ance', 'ancy']],
  ['ura', ['ure']],
  ['ia', ['y', 'ia']],
  ['ias', ['ies']],
]

/** Infinitives and participles of learned verbs ("concentrar", "concentrado" → "concentrate", "concentrated"). */
const VERBS_AR: Rule[] = [
  ['ar', ['ate', 'e']],
  ['ado', ['ated', 'ed']],
  ['ada', ['ated', 'ed']],
]

const RULES: Record<Language, Rule[]> = {
  es: [
    ...VERBS_AR,
    ['cion', ['tion']],
    ['ciones', ['tions']],
    ['sion', ['sion']],
    ['dad', ['ty']],
    ['tad', ['ty']],
    ['ble', ['ble']],
    ...ROMANCE,
  ],
  pt: [
    ...VERBS_AR,
    ['cao', ['tion']],
    ['coes', ['tions']],
    ['sao', ['sion']],
    ['dade', ['ty']],
    ['vel', ['ble']],
    ['encia', ['ence']],
    ['ancia', ['ance']],
    ...ROMANCE,
  ],
  it: [
    ['are', ['ate', 'e']],
    ['ato', ['ated', 'ed']],
    ['ata', ['ated', 'ed']],
    ['zione', ['tion']],
    ['zioni', ['tions']],
    ['sione', ['sion']],
    ['ta', ['ty']],
    ['bile', ['ble']],
    ['enza', ['ence']],
    ['anza', ['ance']],
    ...ROMANCE,
  ],
  fr: [
    ['er', ['ate', 'e']],
    ['tion', ['tion']],
    ['ite', ['ity']],
    ['ique', ['ic', 'ical']],
    ['iques', ['ics', 'ic']],
    ['euse', ['ous']],
    ['eux', ['ous']],
    ['iste', ['ist']],
    ['isme', ['ism']],
    ['aire', ['ary']],
    ['ie', ['y']],
    ['ies', ['ies']],
    ['elle', ['al']],
    ['el', ['al']],
    ['if', ['ive']],
    ['ive', ['ive']],
    ['eur', ['or', 'er']],
    ['re', ['er']],
    ['e', ['ed', 'y']],
  ],
  de: [
    ['tat', ['ty']],
    ['ieren', ['ate', 'e', '']],
    ['iert', ['ated', 'ed']],
    ['isch', ['ic', 'ical']],
    ['ische', ['ic', 'ical']],
    ['ik', ['ic', 'ics']],
    ['ie', ['y']],
    ['ismus', ['ism']],
    ['ion', ['ion']],
    ['ionen', ['ions']],
  ],
}

/** Letters of the language that English writes otherwise (German "Klinik" → "clinic"). */
const SPELLING: Partial<Record<Language, [RegExp, string][]>> = {
  de: [
    [/k/g, 'c'],
    [/z/g, 'c'],
  ],
  es: [
    [/^es(?=[bcdfgklmnpqrtv])/, 's'],
    [/f/g, 'ph'],
  ],
  pt: [
    [/^es(?=[bcdfgklmnpqrtv])/, 's'],
    [/f/g, 'ph'],
  ],
  it: [
    [/^s(?=[bcdfgklmnpqrtv])/, 's'],
    [/f/g, 'ph'],
  ],
  fr: [
    [/^e(?=s[bcdfgklmnpqrtv])/, ''],
    [/f/g, 'ph'],
  ],
}

/**
/**
 * French and Italian elided articles and pronouns, glued on by the tokeniser ("dhumidite", "lansia", "narrive", "maider", "sallume";
 * Italian also "quest'anno", "quell'auto", "nessun'altra", "senz'acqua", "dov'è", "com'era"); and the French "je" written
 * as a lone j before a consonant, as people type it ("j'veux", "jdors plus", "jcherche": no French word starts so).
 */
const ELISION: Partial<Record<Language, RegExp>> = {
  fr: /^(?:qu|[dljnmst])(?=[aeiouyh])|^j(?=[bcdfgklmnpqrstvwxz])/,
  it: /^(?:dell|all|dall|nell|sull|coll|quest|quell|nessun|senz|dov|com|un|[dl])(?=[aeiouh])/,
}

/** Italian pronouns joined to a verb: one or two ("farlo", "dirmelo", "fargli", "spiegarglielo"). */
const IT_CLITIC = '(?:(?:glie|[mtcvs]e)(?:lo|la|li|le|ne)|gli|si|mi|ti|ci|vi|lo|la|li|le|ne)'

/**
 * Pronouns joined to an infinitive ("concentrarse", "concentrar-se", "concentrarsi"), and what the infinitive ends with then;
 * Italian also to a gerund ("facendolo" → facendo) and to a plural imperative ("aiutatemi" → aiutate).
 */
const ENCLITIC: Partial<Record<Language, [RegExp, string]>> = {
  es: [/(?<=[aei]r)(?:se|me|te|nos|lo|la|le|los|las|les)$/, ''],
  pt: [/-(?:se|me|te|nos|lo|la|los|las|lhe|lhes)$/, ''],
  it: [new RegExp(`(?<=[aei]r)${IT_CLITIC}$`), 'e'],
}
const MORE_ENCLITIC: Partial<Record<Language, RegExp>> = {
  it: new RegExp(`(?<=(?:ndo|[aei]te))${IT_CLITIC}$`),
}

/** Shortest word left once an elision or a pronoun is taken off: Italian "un'app", "d'uso" leave three letters. */
const SHORTEST_BARE: Partial<Record<Language, number>> = { it: 3 }

// eslint-disable-next-line no-restricted-syntax -- memo of a static word list shipped in the repo, the same for every server
const memo = new Map<'english', Map<string, number>>()

/** The 30,000 most frequent words of the word vectors' list, by rank: frequent enough to be English rather than a foreign word of the web. */
function englishWords(): Map<string, number> {
  let english = memo.get('english')
  if (english) return english
  const file = path.resolve('src/server/features/assistant/vectors/words.txt')
  const list = existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(0, 30_000).filter(Boolean) : []
  english = new Map(list.map((w, i) => [w, i]))
  memo.set('english', english)
  return english
}

/** Whether a word is among the `top` most frequent English words. */
export function isCommonEnglish(word: string, top: number): boolean {
  return (englishWords().get(word) ?? top) < top
}

/** The word without a French or Italian elision or a Romance enclitic pronoun, when it had one ("dhumidite" → "humidite", "concentrarsi" → "concentrare"). */
export function unelide(word: string, language: Language): string | undefined {
  return unelisions(word, language)[0]
}

/**
 * What a word may be without an elision or an enclitic pronoun, likeliest first: without both, then (for a word that
 * merely starts like an elided article: "dirlo", "lasciarla") without the pronoun alone.
 */
export function unelisions(word: string, language: Language): string[] {
  const re = ELISION[language]
  const enclitic = ENCLITIC[language]
  const more = MORE_ENCLITIC[language]
  const unjoin = (w: string) =>
    enclitic && enclitic[0].test(w) ? w.replace(enclitic[0], enclitic[1]) : more && more.test(w) ? w.replace(more, '') : w
  const shortest = SHORTEST_BARE[language] ?? 4
  const out = [unjoin(re ? word.replace(re, '') : word), unjoin(word)]
  return [...new Set(out)].filter((bare) => bare !== word && bare.length >= shortest)
}

/** The English cognate of a word of `language`, if its endings and spelling lead to a frequent English word. */
export function cognate(word: string, language: Language, plural = true): string | undefined {
  if (word.length < 5 || /\d/.test(word)) return undefined
  const known = englishWords()
  // A Romance word English writes the same ("tango", "pasta", "regular") is its own English, not one made of it ("tang", "past", "regulate").
  if (language !== 'de' && known.has(word)) return word
  const stems = new Set([word])
  for (const [from, to] of RULES[language]) {
    if (!word.endsWith(from) || word.length - from.length < 3) continue
    for (const t of to) stems.add(word.slice(0, word.length - from.length) + t)
  }
  // Plurals and a final vowel English drops ("tableta" → "tablet", "cremes" → "creme").
  for (const s of [...stems]) for (const cut of [/s$/, /[aeo]s?$/]) if (cut.test(s)) stems.add(s.replace(cut, ''))
  // Each spelling rule alone, then all of them ("konzentrate" → "concentrate" needs both k → c and z → c).
  const spelling = SPELLING[language] ?? []
  for (const s of [...stems]) {
    for (const [re, to] of spelling) stems.add(s.replace(re, to))
    stems.add(spelling.reduce((out, [re, to]) => out.replace(re, to), s))
  }
  stems.delete(word)
  for (const s of stems) if (s.length >= 4 && known.has(s)) return s
  // An Italian plural, through its singular ("professionali", "trasparenti", "ceramiche", "antidepressivi").
  if (language === 'it' && plural)
    for (const singular of ITALIAN_SINGULARS.flatMap(([re, to]) => (re.test(word) ? to.map((t) => word.replace(re, t)) : []))) {
      const hit = cognate(singular, language, false)
      if (hit) return hit
    }
  return undefined
}

/** Italian plural endings and the singular ones they may stand for. */
const ITALIAN_SINGULARS: [RegExp, string[]][] = [
  [/([cg])h([ie])$/, ['$1o', '$1a']],
  [/i$/, ['e', 'o']],
  [/e$/, ['a']],
]
