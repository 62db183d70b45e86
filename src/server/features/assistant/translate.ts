import { createRequire } from 'node:module'
import snowball from 'snowball-stemmers'
import { GLOSSARY, type Language } from './knowledge/glossary'
import { literally } from './knowledge/idioms'
import { inSense } from './knowledge/senses'
import { italianSense } from './knowledge/senses-it'
import { TRADES } from './knowledge/glossary-trades'
import { LEXICON } from './knowledge/lexicon'
import { isPlace } from './knowledge/places'
import { MAX_TITLE_WORDS, titleWords } from './knowledge/titles'
import { cognate, isCommonEnglish, unelide, unelisions } from './cognates'
import { germanHomograph } from './german-homographs'
import { isStopWord, normalise, words } from './text'

/**
 * Spanish, German, French, Portuguese and Italian messages, read in English: the language is guessed from its function
 * words and letters, then every word the glossary knows (directly, through that language's Snowball
 * stemmer, or for German as the parts of a compound) is replaced by its English meaning. Words it
 * does not know stay as they are (names, "app", "logo"). Word by word, no grammar: enough to find the
 * field a question is about.
 */
export type Detected = Language | 'en'

const MARKERS: Record<Detected, string> = {
  en: 'the and is are was my me i you it to of in on for with have has that this what how can do not we our just an at be been but from they he she his her there their would will about if or some any',
  es: 'el la los las y es son esta estoy de del que en un una mi mis por para con se lo le muy pero como tengo tiene hay desde quiero no yo te nos su sus al les porque cuando donde ya tambien ahora hace puedo puede necesito alguien algo todo nada otro otra otros otras este estos esos mucha muchos nuestro nuestra nuestros nuestras',
  de: 'der die das und ist sind nicht ich mein meine meinen wir unser unsere ein eine einen mit fur auf auch es sie hat haben wie was kann nach du er ihr dem den des im zum zur von zu bei aus sich kein keine oder aber wenn dass weil schon noch sehr jetzt seit wird werden bin bist habe mich mir dir uns isch',
  fr: 'le la les et est sont je mon ma mes nous notre un une des du de pour avec dans pas ne que qui il elle sur au aux plus cest jai quil quon lai comment pourquoi combien quoi tu vous suis ai avons avez ont mais ou tres ca moi toi lui leur leurs ces cette ce depuis peux peut veux veut faire fait quand comme aussi tout toute tous toutes tkt jsp mtn dsl pcq jsuis',
  pt: 'o os as e de um uma do da dos das no na nos nas em se desde meu minha meus minhas com para por nao que tem tenho esta estou sao voce ele ela muito mas como isso eu seu sua seus suas sim tambem porque quando onde ja ainda aqui isto tudo bem esse essa estava foi sou pra pro vc vcs oq hj tbm mto qdo qnd msm ngm cmg naum dps agr',
  it: 'il lo la i gli le e un una uno di del della dei delle nel nella ho ha mio mia miei mie con per non che sono sta sto molto ma come questo questa anche perche io lui lei noi voi loro mi ti ci si tuo suo nostro sei siamo hanno era ancora gia qui qua cosa tutto niente adesso quando dove cosi poi allora piu al allo alla alle ai agli dal dallo dalla dalle dai dagli sul sullo sulla sulle sui sugli nello nei negli nelle col tra fra molta molti molte ad',
}
const markers = Object.fromEntries(Object.entries(MARKERS).map(([lang, list]) => [lang, new Set(list.split(' '))])) as Record<
  Detected,
  Set<string>
>
const LETTERS: [Exclude<Detected, 'en'>, RegExp][] = [
  ['es', /[ñ¿¡]/g],
  ['de', /[äöüß]/g],
  // French writes è only inside a word (très, problème); a lone "è" (is) and ì, ò are Italian ("c'è", "può", "così").
  ['fr', /[çœêëàâîôûù]|è(?=\p{L})/gu],
  ['pt', /[ãõô]|ção|ções|lh|nh/g],
  ['it', /(?<!\p{L})è(?!\p{L})|[ìò]/gu],
  // Elided articles and words no other language elides ("un'app", "dell'acqua", "quest'anno"): their markers are glued on.
  ['it', /(?<!\p{L})(?:un|dell|all|dall|nell|sull|quest|quell|nessun)['’](?=[aeiouhàèéìòù])/gu],
]

const FOREIGN: Language[] = ['es', 'de', 'fr', 'pt', 'it']
/** Words of a dictionary within this many most frequent English words say nothing of the language ("hotel", "garage"). */
const ENGLISH_TOP = 8_000

/**
 * The most likely language of a message: English unless another one has more function words, letters,
 * or words of its dictionaries (half a point, shared among the languages that know the word; a point
 * for a long word made of German ones), so that a short message without function words ("perro
 * enfermo", "Heizungsausfall") is still told apart.
 */
export function detectLanguage(text: string): Detected {
  const score: Record<Detected, number> = { en: 0, es: 0, de: 0, fr: 0, pt: 0, it: 0 }
  // A hyphenated word counts by its parts too: French puts the subject after the verb ("acceptez-vous", "peut-être").
  for (const w of words(text).flatMap((word) => (word.includes('-') ? [word, ...word.split('-')] : [word]))) {
    const marking = (Object.keys(score) as Detected[]).filter((lang) => markers[lang].has(w))
    // French "je" typed as a lone j before a consonant ("jveux", "jsuis", "jpeux"): the word after it is a French one.
    if (!marking.length && /^j[bcdfgklmnpqrstvwxz]/.test(w) && markers.fr.has(w.slice(1))) marking.push('fr')
    for (const lang of marking) score[lang]++
    if (marking.length || w.length < 3 || isCommonEnglish(w, ENGLISH_TOP)) continue
    const knowing = FOREIGN.filter((lang) => dictionary(lang).exact.has(w))
    for (const lang of knowing) score[lang] += 0.5 / knowing.length
    // A long word made of German words ("Zahnfleischpflege").
    if (!knowing.length && w.length >= 10 && !isCommonEnglish(w, 30_000) && splitCompound(dictionary('de'), w)) score.de += 1
  }
  const lower = text.toLowerCase()
  for (const [lang, re] of LETTERS) score[lang] += (lower.match(re)?.length ?? 0) * 0.5
  let best: Detected = 'en'
  for (const lang of ['es', 'de', 'fr', 'pt', 'it'] as const) if (score[lang] > score[best] && score[lang] >= 1) best = lang
  return best
}

const STEMMER_NAMES: Record<Language, string> = { es: 'spanish', de: 'german', fr: 'french', pt: 'portuguese', it: 'italian' }

interface Dictionary {
  exact: Map<string, string>
  /** By stem: the English and the word the stem came from. */
  stemmed: Map<string, { english: string; key: string }>
  stem: (word: string) => string
  /** The language's function words (stopwords-iso, and those that tell the language), folded as a message is read. */
  functionWords: Set<string>
}

// eslint-disable-next-line no-restricted-syntax -- memo of static dictionaries shipped in the repo, the same for every server
const dictionaries = new Map<Language, Dictionary>()

/** stopwords-iso is a JSON file, which Node's ESM loader takes only with an import attribute the build does not keep. */
const stopwordsOf = (lang: Language): string[] =>
  (createRequire(import.meta.url)('stopwords-iso') as Record<string, string[] | undefined>)[lang] ?? []

function dictionary(lang: Language): Dictionary {
  let dict = dictionaries.get(lang)
  if (dict) return dict
  const stemmer = snowball.newStemmer(STEMMER_NAMES[lang])
  const stem = (word: string) => stemmer.stem(word)
  const exact = new Map<string, string>()
  const stemmed = new Map<string, { english: string; key: string }>()
  const entries = (glossary: string) =>
    glossary
      .trim()
      .split(/\s+/)
      .map(
        (pair) =>
          [
            normalise(pair.slice(0, pair.indexOf(':'))).replaceAll('_', ' '),
            pair.slice(pair.indexOf(':') + 1).replaceAll('_', ' '),
          ] as const,
      )
  const addStem = (key: string, english: string) => {
    if (!key.includes(' ') && !stemmed.has(stem(key))) stemmed.set(stem(key), { english, key })
  }
  for (const [key, english] of entries(GLOSSARY[lang])) {
    exact.set(key, english)
    addStem(key, english)
  }
  // Names of experts only as written: their stems are often the place or the trade ("Apotheke", "malen").
  for (const [key, english] of entries(TRADES[lang])) if (!exact.has(key)) exact.set(key, english)
  // The fields' titles in the language ("abogado penalista"), as written: read as the field's English title.
  for (const [key, english] of titleWords(lang)) if (!exact.has(key)) exact.set(key, english)
  // General vocabulary: never over the glossary.
  for (const [key, english] of entries(LEXICON[lang])) {
    if (!exact.has(key)) exact.set(key, english)
    addStem(key, english)
  }
  const functionWords = new Set([...markers[lang], ...stopwordsOf(lang).map(normalise)])
  dict = { exact, stemmed, stem, functionWords }
  dictionaries.set(lang, dict)
  return dict
}

/** Stems shorter than this are shared by too many words ("cas": casa, caso, casamos): only near forms of the word match. */
const SHORT_STEM = 4

function lookup(dict: Dictionary, word: string): string | undefined {
  const known = dict.exact.get(word)
  if (known || word.length < 4) return known
  const s = dict.stem(word)
  const hit = dict.stemmed.get(s)
  if (!hit) return undefined
  // A short stem: the word must be its dictionary word with another last letter or one more ("gata", "casas"),
  // or the whole word and two more ("paredes"); not "casamos", nor "cenere" (ash) for "cena".
  const extra = word.length - hit.key.length
  const near = (extra <= 1 && word.startsWith(hit.key.slice(0, -1))) || (extra === 2 && word.startsWith(hit.key))
  return s.length >= SHORT_STEM || near ? hit.english : undefined
}

/** A part of a German compound: a dictionary word, or an inflected one of five letters or more ("lage" is not "Lager", "lung" not "Lunge"). */
function compoundPart(dict: Dictionary, part: string): string | undefined {
  return dict.exact.get(part) ?? (part.length >= 5 ? lookup(dict, part) : undefined)
}

/** Heads that are also suffixes: "Haft" (custody) ends "schmerzhaft", "fehlerhaft", "dauerhafte", "Freundschaft", "Erbengemeinschaft". */
const SUFFIX_HEAD = /^haft(?:e[nrsm]?)?$/

/** Words of three letters that end compounds without being their head: adjectives, adverbs and abbreviations ("uralt", "brandneu"). */
const SHORT_NO_HEAD = /^(?:alt|neu|nie|rot|tun|weh|bzw|usw|ahv|agb|ekg|mrt|ssw|mpu|tuv)$/

/** Heads that make a compound an enthusiasm ("pferdeverrückt", "fußballbegeistert"): keen on the first part, nobody mad. */
const KEEN_HEAD = /(?:verruckt|begeistert|besessen)(?:e[nrsm]?)?$/

/** The first part of a compound, with or without the linking letters before its head (Arbeit-s-vertrag, Tasche-n-lampe). */
function compoundModifier(dict: Dictionary, left: string): string | undefined {
  return [left, left.replace(/(s|n|en|e|er)$/, '')].map((l) => (l.length >= 3 ? compoundPart(dict, l) : undefined)).find(Boolean)
}

/** German compounds ("Zahnschmerzen", "Mietwohnung"): their known parts, the head (last part) first. */
function splitCompound(dict: Dictionary, word: string): string[] | undefined {
  if (word.length < 7) return undefined
  const keen = KEEN_HEAD.exec(word)
  if (keen && keen.index >= 3) {
    const modifier = compoundModifier(dict, word.slice(0, keen.index))
    return modifier ? [modifier, 'keen'] : ['keen']
  }
  for (let i = 3; i <= word.length - 4; i++) {
    const head = SUFFIX_HEAD.test(word.slice(i)) ? undefined : compoundPart(dict, word.slice(i))
    if (!head) continue
    // A head the stemmer reaches only with the linking letters of its left part ("Prüfung-s|angst" is no "sangst", singer;
    // "Hochzeit-s|torte" no "stort", bothers): the word after them, when it is a word as written.
    const linked = /^(?:s|n|e|en|er)(?=\p{L}{4})/u.exec(word.slice(i))?.[0]
    if (linked && !dict.exact.has(word.slice(i)) && dict.exact.has(word.slice(i + linked.length))) continue
    const modifier = compoundModifier(dict, word.slice(0, i))
    return modifier ? [modifier, head] : [head]
  }
  // A head of three letters ("Zimmer|tür", "Tennis|arm", "Büro|job"), only as written, after a known first part or an English one.
  const short = dict.exact.get(word.slice(-3))
  const first = [word.slice(0, -3), word.slice(0, -3).replace(/(s|n|en|e|er)$/, '')]
    .filter((l) => l.length >= 4)
    .map((l) => compoundPart(dict, l) ?? (isCommonEnglish(l, ENGLISH_TOP) ? l : undefined))
    .find(Boolean)
  if (short && first && !SHORT_NO_HEAD.test(word.slice(-3))) return [first, short]
  // A head that is an English word of four letters or more ("Handy|display", "Fake|shop"): as written, after its known first part;
  // not the end of a German noun in -ung ("Hand|lung", "Samm|lung").
  for (let i = 4; i <= word.length - 4 && !/ung(?:en)?$/.test(word); i++) {
    if (!isCommonEnglish(word.slice(i), ENGLISH_TOP)) continue
    const modifier = compoundPart(dict, word.slice(0, i))
    if (modifier) return [modifier, word.slice(i)]
  }
  // An unknown head ("Zahnfleisch|pflege"): the longest known first part, of five letters or more, still says what it is about.
  for (let i = word.length - 3; i >= 5; i--) {
    const modifier = compoundPart(dict, word.slice(0, i))
    if (modifier) return [modifier]
  }
  return undefined
}

/**
 * Word runs the glossary keys or the titles hold ("salle de bain", "luna de miel", "avocat en droit de la famille"), longest first,
 * before single words; a run whose first word has an elided article glued on ("l'esame di maturità", "d'acqua calda") also without it.
 */
function phrases(dict: Dictionary, tokens: string[], i: number, language: Language): [string, number] | undefined {
  // Only an elision, which the word ends the same without; not a joined pronoun ("farsi" → "fare").
  const bare = [unelide(tokens[i]!, language)].find((w) => w && tokens[i]!.endsWith(w))
  for (let n = MAX_TITLE_WORDS; n >= 2; n--) {
    if (i + n > tokens.length) continue
    const rest = tokens.slice(i + 1, i + n)
    const hit = dict.exact.get([tokens[i], ...rest].join(' ')) ?? (bare ? dict.exact.get([bare, ...rest].join(' ')) : undefined)
    if (hit) return [hit, n]
  }
  return undefined
}

// "-ter", "-tes", "-tem": a participle with an adjective's ending ("versteuerter", "gekündigtes").
const GERMAN_VERB_ENDINGS = ['t', 'et', 'st', 'est', 'te', 'ten', 'tet', 'ter', 'tes', 'tem']

/** Strong verbs whose present or past changes their vowel ("nimmt … zu" is zunehmen, "lief" is laufen): their infinitives. */
const STRONG_VERBS = new Map(
  (
    'nimmt:nehmen nahm:nehmen gibt:geben gab:geben sieht:sehen sah:sehen lauft:laufen lief:laufen fallt:fallen fiel:fallen ' +
    'kam:kommen ging:gehen stand:stehen zog:ziehen bricht:brechen brach:brechen spricht:sprechen sprach:sprechen ' +
    'trifft:treffen traf:treffen fuhr:fahren rief:rufen schlaft:schlafen schlief:schlafen wirft:werfen warf:werfen ' +
    'tragt:tragen trug:tragen hilft:helfen half:helfen stirbt:sterben starb:sterben hielt:halten'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
)

/** A separable verb's participle, "ge-" after its particle ("eingerichtet", "abgelegt", "reingefallen"). */
const SEPARABLE_PARTICIPLE =
  /^(ab|an|auf|aus|ein|mit|vor|nach|zuruck|los|fest|weg|um|durch|zusammen|her|hin|raus|rein|weiter|klar|zu)ge(\p{L}{3,})$/u

/** Separable particles a "zu" infinitive holds inside ("aufzuhören", "anzurufen", "umzuziehen"). */
const ZU_INFINITIVE =
  /^(ab|an|auf|aus|ein|mit|vor|nach|zuruck|los|fest|weg|um|durch|zusammen|her|hin|raus|rein|weiter|klar)zu(\p{L}{3,}n)$/u

/**
 * German verb forms the stemmer leaves whole ("kocht", "gekocht", "tropfte"): the word without "ge-", and their infinitives;
 * a "zu" infinitive without its "zu" ("aufzuhören" → aufhören); an Austrian or Bavarian participle whose "ge-" lost its e
 * ("ghabt", "gfunden", "gmacht": no German word starts with g and one of these consonants); an infinitive without its e
 * ("aufhörn" → aufhören).
 */
function germanVerbForms(word: string): string[] {
  const forms = word.startsWith('ge') && word.length >= 7 ? [word.slice(2)] : []
  if (/^g[bdfhkmpstwz]/.test(word) && word.length >= 5) forms.push(`ge${word.slice(1)}`, word.slice(1))
  const zu = ZU_INFINITIVE.exec(word)
  if (zu) forms.unshift(zu[1]! + zu[2]!)
  const participle = SEPARABLE_PARTICIPLE.exec(word)
  if (participle) forms.unshift(participle[1]! + participle[2]!)
  const strong = STRONG_VERBS.get(word)
  if (strong) forms.unshift(strong)
  // An infinitive as it is said, its e after r, l or h dropped ("aufhörn", "fahrn", "gehn", "gfahrn").
  // Not an English word ("horn" is no "hören").
  if (!isCommonEnglish(word, ENGLISH_TOP))
    for (const w of [word, ...forms]) if (/[^e][rlh]n$/.test(w) && w.length >= 4) forms.push(`${w.slice(0, -1)}en`)
  for (const w of [word, ...forms])
    for (const ending of GERMAN_VERB_ENDINGS)
      if (w.endsWith(ending) && w.length - ending.length >= 3)
        forms.push(`${w.slice(0, -ending.length)}en`, `${w.slice(0, -ending.length)}n`)
  return forms
}

/**
 * Diminutives and superlatives ("gattino", "macchioline", "lentissimo"; "perrito", "abuelita", "fuertísimo"; "cachorrinho"):
 * the words they may come from, read only if the dictionary has one of them as written.
 */
const ALTERED: Partial<Record<Language, [RegExp, string[]][]>> = {
  it: [
    [/issim([oaie])$/, ['$1', 'e', 'o']],
    // "nipotina" → nipote, "bicchierino" → bicchiere
    [/(?:in|ett|olin)([oaie])$/, ['$1', 'e']],
  ],
  es: [
    // "aburridísimos" → aburridos, aburrido; "lentísima" → lenta, lento (before "lentes", glasses); "facilísimo" → fácil.
    [/isim(os|as|o|a)$/, ['$1', 'o', 'a', '', 'e', 'es']],
    [/c?it(os|as|o|a)$/, ['$1', 'e', 'es']],
  ],
  pt: [
    [/issim(os|as|o|a)$/, ['$1', 'e', 'es']],
    [/z?inh(os|as|o|a)$/, ['$1']],
  ],
}

function unaltered(dict: Dictionary, word: string, language: Language): string | undefined {
  if (word.length < 6) return undefined
  for (const [re, endings] of ALTERED[language] ?? []) {
    if (!re.test(word)) continue
    for (const ending of endings) {
      const base = word.replace(re, ending)
      const hit = base.length >= 4 ? dict.exact.get(base) : undefined
      if (hit) return hit
    }
  }
  return undefined
}

/**
 * German particles a verb leaves at the end of its clause ("mein Rücken tut seit Wochen weh", "ich wache um drei auf"), before
 * a conjunction that joins another clause ("… auf und", "die Sicherung fliegt raus, wenn…" typed without its comma).
 */
const CONJUNCTIONS = new Set('und aber oder denn wenn weil dass obwohl sobald nachdem falls sodass'.split(' '))
const SEPARABLE = new Set(
  'weh auf an aus ab ein mit zu vor nach zuruck los fest weg um durch klar rein raus zusammen weiter hoch runter'.split(' '),
)

/**
 * A German clause with each separable particle that ends it, or ends a part of it before a conjunction (und, aber, wenn…),
 * joined back to its verb when the dictionary knows the whole verb ("tut … weh" → "wehtun", "wache … auf und" →
 * "aufwachen und"); else as it was.
 */
function joinSeparable(dict: Dictionary, tokens: string[]): string[] {
  const out = [...tokens]
  let start = 0
  for (let end = 0; end < out.length; end++) {
    // A part of the clause ends at its last word or before a conjunction ("ich wache um drei auf und …").
    if (end + 1 < out.length && !CONJUNCTIONS.has(out[end + 1]!)) continue
    const particle = out[end]!
    if (SEPARABLE.has(particle) && end - start >= 2) {
      for (let i = start; i < end; i++) {
        const word = out[i]!
        // A phrase of the dictionary is read as one ("springt nicht an"); articles and pronouns are no verb ("der … an" is not "andern").
        if (dict.exact.has(out.slice(i, end + 1).join(' '))) break
        if (markers.de.has(word) || isStopWord(word)) continue
        // "wache" (ich) → wachen, "ruft" → rufen, "tut" → tun.
        const base = word.replace(/e?t?$/, '')
        const forms = [word, ...germanVerbForms(word), `${base}en`, `${base}n`]
        // The whole is an infinitive ("abpumpen"), not a noun the particle happens to start ("Wasser … ab" is no Abwasser).
        const verb = forms.map((form) => particle + form).find((whole) => whole.endsWith('n') && dict.exact.has(whole))
        if (verb) {
          out[i] = verb
          out.splice(end, 1)
          end--
          break
        }
      }
    }
    start = end + 2
  }
  return out
}

/** German adjectives in -isch and their endings ("praktisch", "psychische"). */
const GERMAN_ADJECTIVE = /isch(?:e[nrsm]?)?$/

/** A German adjective in -isch read as its English cognate ("kritisch" → critical), before it is split as a compound ending in "Tisch". */
function germanAdjective(word: string): string | undefined {
  return GERMAN_ADJECTIVE.test(word) ? cognate(word.replace(GERMAN_ADJECTIVE, 'isch'), 'de') : undefined
}

/** German verbs of Latin or French stems ("orientieren", "kontaktiert", "akzeptieren"), whose endings look like Tier and Aktien. */
const GERMAN_LOAN_VERB = /ier(?:en|e|st|t|te|ten|tes|ter)$/

/**
 * An Italian word typed with one consonant for two or two for one, as many write in a hurry or as they say it ("machina",
 * "tubbo", "sopratutto"): the English of the one spelling of it the dictionary has as written, of five letters or more.
 */
function respelled(dict: Dictionary, word: string, language: Language): string | undefined {
  if (language !== 'it' || word.length < 4) return undefined
  for (let i = 1; i < word.length - 1; i++) {
    const c = word[i]!
    if (/[aeiouh\d]/.test(c)) continue
    const variant =
      c === word[i + 1] ? word.slice(0, i) + word.slice(i + 1) : c === word[i - 1] ? undefined : word.slice(0, i) + c + word.slice(i)
    const hit = variant && variant.length >= 5 ? dict.exact.get(variant) : undefined
    if (hit) return hit
  }
  return undefined
}

/** A Swiss noun in -ig for -ung ("Rechnig", "Wohnig", "Stürerklärig"): the word it stands for, when that one is known. */
function swissNoun(dict: Dictionary, word: string): string | undefined {
  if (!/[^i]ig$/.test(word) || word.length < 6) return undefined
  const standard = `${word.slice(0, -2)}ung`
  return lookup(dict, standard) ?? splitCompound(dict, standard)?.join(' ')
}

/** A word's English: the glossary's, then (without an elided article, unless it is a frequent English word) a German compound's parts or an English cognate. */
function meaning(dict: Dictionary, word: string, language: Language): string | undefined {
  // An Italian word with an elision or pronouns the dictionary has as written without them ("ricostruirmi", "lasciarla"),
  // before the word's stem, which is often a noun's or a participle's (ricostruzione, lasciata).
  const whole =
    language === 'it' && !dict.exact.has(word) && !isCommonEnglish(word, ENGLISH_TOP)
      ? unelisions(word, language)
          .map((bare) => dict.exact.get(bare))
          .find(Boolean)
      : undefined
  if (whole) return whole
  // A strong verb's form before its stem, which is often another word's ("lief" ran is no "liefern").
  const strong = language === 'de' ? STRONG_VERBS.get(word) : undefined
  const direct =
    (strong && lookup(dict, strong)) ??
    lookup(dict, word) ??
    (language === 'de'
      ? ((GERMAN_LOAN_VERB.test(word) ? cognate(word, language) : undefined) ??
        germanVerbForms(word)
          .map((form) => lookup(dict, form))
          .find(Boolean) ??
        germanAdjective(word) ??
        swissNoun(dict, word) ??
        splitCompound(dict, word)?.join(' '))
      : undefined)
  if (direct) return direct
  // A frequent English word as written is no elided one ("double" is no d'ouble, "testing" no t'esting, "dinner" no d'inner).
  const bares = isCommonEnglish(word, ENGLISH_TOP) ? [] : unelisions(word, language)
  return (
    bares.map((bare) => lookup(dict, bare)).find(Boolean) ||
    cognate(word, language) ||
    bares.map((bare) => cognate(bare, language)).find(Boolean) ||
    unaltered(dict, word, language) ||
    respelled(dict, word, language) ||
    undefined
  )
}

/** One word in English; a hyphenated one the glossary lacks part by part ("Physiotherapie-Praxis", "Online-Terminbuchung"), not "e-mail". */
function read(dict: Dictionary, word: string, language: Language): string {
  // Function words stay as they are: their stems are often a content word's ("nicht", "Nichte").
  if (markers[language].has(word) || ((isStopWord(word) || isPlace(word)) && !dict.exact.has(word))) return word
  const parts = word.split('-')
  // A number is a part too ("3-Zimmer-Wohnung"), and so is a short word the dictionary knows ("Hüft-OP").
  if (parts.length > 1 && parts.every((part) => part.length >= 3 || /^\d+$/.test(part) || dict.exact.has(part)) && !dict.exact.has(word))
    return parts.map((part) => read(dict, part, language)).join(' ')
  return meaning(dict, word, language) ?? word
}

/**
 * A German word typed with ae, oe, ue for ä, ö, ü ("staendig", "Floehe", "fuer"), as the folded word it stands for,
 * when the dictionary does not know it as written ("Steuer", "neue" stay) or knows the folded one better; not the ue of eu,
 * au, qu nor of -uell ("aktuell").
 */
function typedUmlauts(dict: Dictionary, word: string): string {
  const folded = word
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/(?<![aeq])ue(?!ll)/g, 'u')
  if (folded === word || markers.de.has(word) || dict.exact.has(word)) return word
  // The folded word the dictionary knows wins over the typed one read as a compound or a verb form ("uebersetzung" is
  // "Übersetzung", not "über|Setzung"; "gruenden" is "gründen", not "grün|enden"); a frequent English word stays ("issue", "does").
  if (isCommonEnglish(word, ENGLISH_TOP)) return word
  if (dict.exact.has(folded) || (!lookup(dict, word) && lookup(dict, folded))) return folded
  if (!meaning(dict, word, 'de')) return meaning(dict, folded, 'de') ? folded : word
  // A compound read in more parts folded ("Berufsunfaehigkeits|versicherung" is more than an insurance); neither known ("toefl"): as typed.
  return (splitCompound(dict, folded)?.length ?? 0) > (splitCompound(dict, word)?.length ?? 0) && !lookup(dict, word) ? folded : word
}

/** Words before a Spanish noun ("mi bebé", "las uñas"), not before a verb. */
const SPANISH_DETERMINERS = new Set(
  'mi tu su mis tus sus el la los las un una unos del al nuestro nuestra nuestras este esta ese esa otro otra'.split(' '),
)
/** Who drinks ("mi marido bebe", "ella bebe", "mi viejo toma"), and the words around a "bebe" that drinks ("no bebe", "bebe cerveza", "bebe todos los días"). */
const SPANISH_DRINKERS = new Set(
  'marido esposo esposa mujer padre madre papa mama hijo hija hermano hermana novio novia pareja jefe jefa vecino vecina abuelo abuela amigo amiga suegro suegra ex ella viejo vieja'.split(
    ' ',
  ),
)
const SPANISH_DRINKS_BEFORE = new Set('no ya que tambien nunca casi siempre apenas'.split(' '))
const SPANISH_DRINKS_AFTER = new Set('alcohol cerveza cervezas vino vinos mucho demasiado todos todas cada diario hasta tanto'.split(' '))
/** Words before or after a "vino" that came, not wine ("no vino", "nunca vino", "me vino", "vino ayer", "vino a casa"). */
const SPANISH_CAME_BEFORE = new Set('no nunca ya nadie tampoco jamas quien me te le les nos se'.split(' '))
const SPANISH_CAME_AFTER = new Set('a ayer hoy anoche tarde temprano nunca'.split(' '))

/**
 * Spanish words whose sense the words near them decide (four either side): a "llave" beside water, a sink or a shower is
 * a tap, not a key; a Mexican "contacto" beside light, a kitchen wall or sparks is a socket, not a contact.
 */
const SPANISH_NEAR_SENSES: { word: RegExp; near: RegExp; unless: RegExp; reading: string }[] = [
  {
    word: /^llaves?$/,
    near: /^(agua|gotea|goteando|gotear|fuga|lavabo|lavamanos|fregadero|lavaplatos|tarja|regadera|ducha|bano|empaque|tina|banera|jardin|manguera)$/,
    unless: /^(puerta|cerradura|cerrajero|perdi|perdio|olvide|auto|carro|coche|moto|candado|depa|departamento|piso)$/,
    reading: 'tap',
  },
  {
    word: /^contactos?$/,
    near: /^(luz|cocina|recamara|cuarto|pared|enchufe|enchufes|chispas|chispa|quemo|quemado|corriente|electricidad|electrico|electricos|conectar|conecto|cargador|sirve|sirven|funciona|funcionan|apagador|apagadores)$/,
    unless: /^(telefono|celular|whatsapp|correo|lentes|lista|cliente|clientes|agenda|empresa|proveedor|proveedores|email)$/,
    reading: 'socket',
  },
]

/**
 * Spanish words that typing without accents or ñ makes one: "unas" (some) and "uñas" (nails), "bebe" (drinks) and "bebé" (baby).
 * As written when the accent or ñ is there; else from the words around: nails after "las", "mis", "tus", "sus", some otherwise;
 * drinks after a person or "no", "ya", "que", or before "alcohol", "cerveza", "mucho", "todos"…, a baby otherwise (the dictionary's).
 * "Toma" and "chupa" drink (not take or suck) before "alcohol", "mucho", "todos los días"…; "vino" came after "no" or before "ayer".
 */
function spanishHomograph(tokens: string[], written: string[] | undefined, i: number): string | undefined {
  const word = tokens[i]!
  const before = tokens[i - 1] ?? ''
  const after = tokens[i + 1] ?? ''
  const as = written?.[i]
  if (word === 'una' && as === 'uña') return 'nail'
  if (word === 'unas') return as === 'uñas' || /^(?:las|mis|tus|sus|nuestras)$/.test(before) ? 'nails' : 'some'
  if (word === 'bebe' && as !== 'bebé') {
    if (written?.[i - 1] === 'él') return 'drinks'
    if (SPANISH_DETERMINERS.has(before)) return undefined
    if (SPANISH_DRINKERS.has(before) || SPANISH_DRINKS_BEFORE.has(before) || SPANISH_DRINKS_AFTER.has(after)) return 'drinks'
  }
  // "toma mucho tiempo" takes long
  if ((word === 'toma' || word === 'chupa') && SPANISH_DRINKS_AFTER.has(after) && tokens[i + 2] !== 'tiempo') return 'drinks'
  if (word === 'vino' && (SPANISH_CAME_BEFORE.has(before) || SPANISH_CAME_AFTER.has(after))) return 'came'
  for (const sense of SPANISH_NEAR_SENSES) {
    if (!sense.word.test(word)) continue
    const near = tokens.slice(Math.max(0, i - 4), i + 5)
    if (near.some((w) => sense.near.test(w)) && !near.some((w) => sense.unless.test(w))) return sense.reading
  }
  return undefined
}

/** Who drinks in Portuguese ("meu pai bebe", "ela bebe"), and the words around a "bebe" that drinks ("não bebe", "bebe todo dia"). */
const PORTUGUESE_DRINKERS = new Set(
  'pai mae marido esposo esposa mulher irmao irma filho filha namorado namorada chefe vizinho vizinha avo amigo amiga sogro sogra ele ela'.split(
    ' ',
  ),
)
const PORTUGUESE_DRINKS_BEFORE = new Set('nao ja que tambem nunca quase sempre'.split(' '))
const PORTUGUESE_DRINKS_AFTER = new Set('todo toda todos todas muito demais cerveja cachaca vinho alcool diariamente pinga'.split(' '))

/** Portuguese "bebe" (drinks) and "bebê" (baby) typed without the accent: drinks after a person or "não", or before "todo dia", "muito"… */
function portugueseHomograph(tokens: string[], written: string[] | undefined, i: number): string | undefined {
  if (tokens[i] !== 'bebe' || written?.[i] === 'bebê') return undefined
  const before = tokens[i - 1] ?? ''
  if (PORTUGUESE_DRINKERS.has(before) || PORTUGUESE_DRINKS_BEFORE.has(before) || PORTUGUESE_DRINKS_AFTER.has(tokens[i + 1] ?? ''))
    return 'drinks'
  return undefined
}

/** The words of a text as typed, in lower case, accents and ñ kept; one for each of words(text), or undefined when they do not line up. */
function writtenWords(text: string, count: number): string[] | undefined {
  const written = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .match(/[\p{L}\p{N}]+(?:[-/&][\p{L}\p{N}]+)*/gu)
  return written?.length === count ? written : undefined
}

/**
 * Italian as typed in chats and texts, and as spoken in Rome and the South: the words it stands for ("nn" non, "x" per,
 * "ke" che, "cmq" comunque, "gg" giorni; "nun" non, "'na" una, "mo'" adesso, "c'ho" ho, "c'ha" ha).
 */
const SHORTHAND: Partial<Record<Language, Map<string, string>>> = {
  it: new Map(
    (
      'nn:non x:per xke:perche xche:perche xo:pero cmq:comunque ke:che k:che ki:chi qlc:qualche qlcs:qualcosa qlcn:qualcuno ' +
      'qlcu:qualcuno tt:tutto sn:sono gg:giorni cn:con m:mi c:ci t:ti msg:messaggio tel:telefono nnt:niente ' +
      'nun:non na:una mo:adesso cho:ho cha:ha chai:hai channo:hanno chabbiamo:abbiamo'
    )
      .split(' ')
      .map((pair) => pair.split(':') as [string, string]),
  ),
}

/**
 * A word of a chat message as it is meant: its shorthand's word, or, in Italian, which writes no k, the word with "ch"
 * for a k before e or i and "c" for any other ("perke", "anke", "kiave", "ankora"), when that is a word it knows.
 */
function unabbreviated(dict: Dictionary, word: string, language: Language): string {
  const long = SHORTHAND[language]?.get(word)
  if (long) return long
  if (language !== 'it' || !word.includes('k') || word.length < 3 || dict.exact.has(word)) return word
  const spelled = word.replace(/k(?=[ei])/g, 'ch').replace(/k/g, 'c')
  return markers.it.has(spelled) || lookup(dict, spelled) ? spelled : word
}

/**
 * Italian function words that are English content words as written: the plural article "i" is no pronoun ("con i
 * medici"), "ad" (a before a vowel) no advertisement ("riesco ad accedere"), "all'" no "all" ("scrivere all'avvocato").
 */
const ITALIAN_FUNCTION_WORDS = new Map([
  ['i', 'the'],
  ['ad', 'to'],
  ['all', 'to'],
])

/**
 * The words of a message its reading leaves as written because they are its language's function words ("davon",
 * "dazu", "comment", "jeito"): no content of the message, though some are English words ("ab", "hat", "comment").
 * The reading keeps them for the patterns that read both languages; matching by words leaves them out. (Matching by
 * meaning keeps them: leaving them out there cost more development questions than it won.)
 */
export function untranslatedFunctionWords(text: string, language: Detected): Set<string> {
  if (language === 'en') return new Set()
  const dict = dictionary(language)
  return new Set(words(normalise(text)).filter((word) => dict.functionWords.has(word) && !dict.exact.has(word)))
}

export interface Translation {
  language: Detected
  /** The message in English words (unchanged when it is English). */
  text: string
}

export function translate(text: string, language: Detected = detectLanguage(text)): Translation {
  if (language === 'en') return { language, text: inSense(literally(text)) }
  const dict = dictionary(language)
  // German is read clause by clause: a verb's particle ends its clause, and a two-sense word's neighbours are in it.
  const clauses =
    language === 'de'
      ? text
          // A short aside in parentheses (an age, "unser Kleiner (2) hat Fieber") stays in its clause.
          .replace(/\(([^(),.;:!?]{1,12})\)/g, ' $1 ')
          .split(/[,.;:!?()\n]+/)
          .map((clause) =>
            joinSeparable(
              dict,
              words(clause).map((word) => typedUmlauts(dict, word)),
            ),
          )
      : [words(text).map((word) => unabbreviated(dict, word, language))]
  const tokens = clauses.flat()
  const places = clauses.flatMap((clause) => clause.map((_, j) => [clause, j] as const))
  const written = language === 'es' || language === 'pt' ? writtenWords(text, tokens.length) : undefined
  const out: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const phrase = phrases(dict, tokens, i, language)
    if (phrase) {
      out.push(phrase[0])
      i += phrase[1] - 1
      continue
    }
    const sense =
      language === 'es'
        ? spanishHomograph(tokens, written, i)
        : language === 'pt'
          ? portugueseHomograph(tokens, written, i)
          : language === 'de'
            ? germanHomograph(...places[i]!)
            : language === 'it'
              ? (ITALIAN_FUNCTION_WORDS.get(tokens[i]!) ?? italianSense(tokens, i))
              : undefined
    out.push(sense ?? read(dict, tokens[i]!, language))
  }
  // the English reading may hold an English idiom of its own ("traffic ticket" from "Strafzettel"), and two-sense words
  // its other words decide ("charge" of a phone, "aria condizionata della macchina": a car's aircon)
  return { language, text: inSense(literally(out.join(' '))) }
}
