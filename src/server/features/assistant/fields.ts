import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { OccupationEntry } from './knowledge/family'
import { contentWords, normalise, stem, words } from './text'
import { listedExperts } from '../experts'

/**
 * The approved experts' own profiles as a corpus of fields: every approved, active expert's
 * occupation, expertise areas, keywords and bio, grouped by field. An occupation that contains a
 * title of the knowledge base ("Senior Tax Accountant") adds its words to that field; any other
 * occupation is a field of its own, so a field becomes matchable as soon as its first expert is
 * approved, with no code change.
 */
export interface ProfileField {
  /** The knowledge base's title, or the occupation as its experts write it (without "Senior", "Certified"…). */
  title: string
  experts: number
  /** Words of the field's profiles with the share of its experts who use them (0..1), most shared first. */
  words: [word: string, share: number][]
  /** The most shared expertise areas (a description for a field the knowledge base lacks). */
  areas: string[]
  /** True when the knowledge base has no such field. */
  isNew: boolean
  /**
   * What most of its experts call the field, without "Senior", "Certified"… ("Criminal Defence Lawyer" for the
   * knowledge base's Criminal Defense Attorney): Tio's expert search finds them by it.
   */
  searchAs?: string
  /** The field's best experts' user ids: the exact title first, then by rating and number of ratings. */
  best: string[]
}

/** Words that say how good or how senior an expert is, not what they do. */
const QUALIFIERS = new Set(
  'senior junior lead principal chief head certified chartered licensed registered qualified accredited board-certified award-winning experienced expert professional independent freelance interim consultant bilingual master growth'.split(
    ' ',
  ),
)

/** An occupation without its leading qualifiers, in title case ("certified beekeeper" → "Beekeeper"). */
export function fieldTitle(occupation: string): string {
  const parts = occupation.trim().split(/\s+/)
  while (parts.length > 1 && QUALIFIERS.has(normalise(parts[0]!))) parts.shift()
  return parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join(' ')
}

/**
 * One field written differently is one field: "Criminal Defence Lawyer" is the knowledge base's
 * "Criminal Defense Attorney", "Paediatric Nurses" its "Pediatric Nurse". A title's key is its words
 * (leading qualifiers dropped) in American spelling, regional names of a profession in one form, head
 * nouns of the same profession as one word, stemmed (plurals), without linking words, in any order.
 */
const REGIONAL_NAMES: [RegExp, string][] = [
  [/\bphysical therapist\b/g, 'physiotherapist'],
  [/\b(?:family (?:doctor|physician)|gp)\b/g, 'general practitioner'],
  [/\bveterinary surgeon\b|^ vet $/g, 'veterinarian'],
  [/\b(?:realtor|(?<!real )estate agent)\b/g, 'real estate agent'],
  [/\b(?:hair ?stylist|hair ?dresser)\b/g, 'hairdresser'],
  [/\bdental surgeon\b/g, 'dentist'],
  [/\bjoiner\b/g, 'carpenter'],
  [/\bco ordinat/g, 'coordinat'],
]

/** British spellings by word (those no rule below covers). */
const BRITISH: Record<string, string> = {
  defence: 'defense',
  offence: 'offense',
  licence: 'license',
  practise: 'practice',
  maths: 'math',
  tyre: 'tire',
  tyres: 'tires',
  programme: 'program',
  mould: 'mold',
  catalogue: 'catalog',
  jewellery: 'jewelry',
  aluminium: 'aluminum',
  ageing: 'aging',
  adviser: 'advisor',
  advisers: 'advisors',
  storey: 'story',
  analyse: 'analyze',
  analyser: 'analyzer',
  grey: 'gray',
}

/** British spelling patterns: behaviour, organiser/organisation, paediatric/anaesthetist/aesthetician, oesophageal, centre, counsellor/travelling. */
const BRITISH_PATTERNS: [RegExp, string][] = [
  [/^(.{3,})our(s|ist|ists)?$/, '$1or$2'],
  [/^(.{2,}[^aeiou])is(e|es|ed|er|ers|ing|ation|ations)$/, '$1iz$2'],
  [/ae/g, 'e'],
  [/^(f?)oe/, '$1e'],
  [/^(.{3,})tre(s?)$/, '$1ter$2'],
  [/^(.*[aeiou][^aeiou]+e)ll(or|ors|ing|ed|er|ers)$/, '$1l$2'],
]

/** Head nouns that name the same profession (the first is the key's). */
const SAME_PROFESSION: string[][] = [
  ['lawyer', 'attorney', 'solicitor', 'barrister', 'advocate'],
  ['doctor', 'physician'],
  ['teacher', 'tutor', 'instructor'],
  ['counselor', 'therapist'],
  ['planner', 'organizer', 'coordinator'],
  ['advisor', 'consultant'],
  ['developer', 'programmer'],
]

const LINKING = new Set(['and', 'of', 'for', 'the', 'in', 'to', 'with'])

/** A word in American spelling. */
function american(word: string): string {
  const listed = BRITISH[word]
  if (listed) return listed
  for (const [pattern, to] of BRITISH_PATTERNS) word = word.replace(pattern, to)
  return word
}

/** Head nouns (and their plurals) to the first of their group. */
const HEAD = new Map(SAME_PROFESSION.flatMap((group) => group.flatMap((w) => [w, `${w}s`].map((form) => [form, group[0]!] as const))))

/** A title's words as its key counts them (see REGIONAL_NAMES), in order. */
export function fieldWords(title: string): string[] {
  let text = ` ${words(title.replace(/[-/&+]/g, ' ')).join(' ')} `
  for (const [pattern, to] of REGIONAL_NAMES) text = text.replace(pattern, to)
  return text
    .split(' ')
    .filter((word) => word && !LINKING.has(word))
    .map((word) => {
      const spelled = american(word)
      return stem(HEAD.get(spelled) ?? spelled)
    })
}

const keyOf = (words: string[]) => [...new Set(words)].sort().join(' ')

/** A field's key: two titles with the same key name the same field, whatever the order of their words and qualifiers. */
export function fieldKey(title: string): string {
  return keyOf(fieldWords(fieldTitle(title)))
}

/**
 * The knowledge base's field an occupation is: the one with the same key, else the most specific one whose
 * words it has in a row ("Senior Tax Accountant", "Criminal Defence Lawyer for Juveniles" are kinds of
 * them; "Product Marketing Manager" is no Product Manager). `exact` when it is the field itself.
 */
export function knownFieldMatcher(known: OccupationEntry[]): (occupation: string) => { title: string; exact: boolean } | undefined {
  const titles = known.map((o) => ({ title: o.title, words: fieldWords(o.title) }))
  const byKey = new Map(titles.map((t) => [keyOf(t.words), t.title]))
  // "Public Accountant" is a Certified Public Accountant, "Nurse" a Registered Nurse.
  const byBareKey = new Map(known.map((o) => [fieldKey(o.title), o.title]))
  const phrases = titles
    .filter((t) => t.words.length)
    .map((t) => ({ title: t.title, phrase: ` ${t.words.join(' ')} ` }))
    .sort((a, b) => b.phrase.length - a.phrase.length)
  return (occupation) => {
    const own = fieldWords(occupation)
    const exact = byKey.get(keyOf(own))
    if (exact) return { title: exact, exact: true }
    const bare = keyOf(fieldWords(fieldTitle(occupation)))
    const same = byKey.get(bare) ?? byBareKey.get(bare)
    if (same) return { title: same, exact: false }
    const phrase = ` ${own.join(' ')} `
    const kind = phrases.find((p) => phrase.includes(p.phrase))
    return kind && { title: kind.title, exact: false }
  }
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** Share of a field's experts a profile word needs to describe the field. */
const MIN_SHARE = 0.2
const MAX_WORDS = 80
/** Share of the fields above which a profile word is common to experts rather than a field's own. */
const COMMON = 0.2
/** Fields needed before words can be told common (a handful of fields says nothing). */
const MIN_FIELDS = 10
/** Experts kept per field for Tio Chat's cards (three shown, one may be the asking user). */
const BEST = 4

/** An approved expert's profile as the fields are built from it. */
export interface ProfileRow {
  user_id: string
  occupation: string
  /** JSON arrays of strings. */
  expertise_areas: string
  keywords: string
  description: string
  rating: number
  rating_count: number
}

export async function loadProfileFields(db: Kysely<DB>, known: OccupationEntry[]): Promise<ProfileField[]> {
  const rows = await listedExperts(db)
    .select(['user_id', 'occupation', 'expertise_areas', 'keywords', 'description', 'rating', 'rating_count'])
    .execute()
  return profileFields(rows, known)
}

/** The fields of approved experts' profiles (see ProfileField), each under the knowledge base's title when it has the field. */
export function profileFields(rows: ProfileRow[], known: OccupationEntry[]): ProfileField[] {
  const matcher = knownFieldMatcher(known)
  // Thousands of experts write a few hundred occupations: each is read once.
  const matched = new Map<string, ReturnType<typeof matcher>>()
  const match = (occupation: string) => {
    if (!matched.has(occupation)) matched.set(occupation, matcher(occupation))
    return matched.get(occupation)
  }
  const groups = new Map<
    string,
    {
      title: string
      isNew: boolean
      experts: number
      words: Map<string, number>
      areas: Map<string, number>
      members: (ProfileRow & { exact: boolean })[]
      /** How its experts write the field ("Dog Walker", "Dog Walkers"…): the most common names a new field. */
      spellings: Map<string, number>
    }
  >()
  for (const row of rows) {
    const found = match(row.occupation)
    const title = found?.title ?? fieldTitle(row.occupation)
    if (!title.trim()) continue
    const key = found ? title.toLowerCase() : fieldKey(title) || title.toLowerCase()
    let group = groups.get(key)
    if (!group)
      groups.set(key, (group = { title, isNew: !found, experts: 0, words: new Map(), areas: new Map(), members: [], spellings: new Map() }))
    group.experts++
    const written = fieldTitle(row.occupation)
    group.spellings.set(written, (group.spellings.get(written) ?? 0) + 1)
    group.members.push({ ...row, exact: found ? found.exact : normalise(row.occupation.trim()) === normalise(title) })
    const areas = parseList(row.expertise_areas)
    const own = new Set(contentWords([row.occupation, ...areas, ...parseList(row.keywords), row.description].join(' ')))
    for (const w of own) group.words.set(w, (group.words.get(w) ?? 0) + 1)
    for (const a of areas) group.areas.set(a.toLowerCase(), (group.areas.get(a.toLowerCase()) ?? 0) + 1)
  }
  const fields = [...groups.values()].map((g) => {
    // The knowledge base's own title wins a tie.
    const written = [...g.spellings].sort(
      (a, b) => b[1] - a[1] || Number(b[0] === g.title) - Number(a[0] === g.title) || (a[0] < b[0] ? -1 : 1),
    )[0]![0]
    return {
      title: g.isNew ? written : g.title,
      searchAs: written,
      experts: g.experts,
      isNew: g.isNew,
      words: [...g.words]
        .map(([w, n]) => [w, n / g.experts] as [string, number])
        .filter(([, share]) => share >= MIN_SHARE)
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_WORDS),
      areas: [...g.areas]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([a]) => a),
      best: g.members
        .sort(
          (a, b) =>
            Number(b.exact) - Number(a.exact) || b.rating - a.rating || b.rating_count - a.rating_count || (a.user_id < b.user_id ? -1 : 1),
        )
        .slice(0, BEST)
        .map((m) => m.user_id),
    }
  })
  return withoutCommonWords(fields)
}

/**
 * Drops the profile words that many fields' experts use ("helping", "clients", "based", "available"):
 * they say how experts write about themselves, not what a field does. A word counts by inverse field
 * frequency: used by more than COMMON of the fields, it describes none of them.
 */
export function withoutCommonWords(fields: ProfileField[]): ProfileField[] {
  if (fields.length < MIN_FIELDS) return fields
  const df = new Map<string, number>()
  for (const f of fields) for (const [w] of f.words) df.set(w, (df.get(w) ?? 0) + 1)
  const max = COMMON * fields.length
  return fields.map((f) => ({ ...f, words: f.words.filter(([w]) => df.get(w)! <= max) }))
}
