import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { OccupationEntry } from './knowledge/family'
import { contentWords, normalise, words } from './text'
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

export async function loadProfileFields(db: Kysely<DB>, known: OccupationEntry[]): Promise<ProfileField[]> {
  const rows = await listedExperts(db)
    .select(['user_id', 'occupation', 'expertise_areas', 'keywords', 'description', 'rating', 'rating_count'])
    .execute()
  // Longest titles first, so "Pediatric Nurse" wins over "Nurse".
  const titles = known.map((o) => ({ title: o.title, norm: ` ${words(o.title).join(' ')} ` })).sort((a, b) => b.norm.length - a.norm.length)
  type Row = (typeof rows)[number]
  const groups = new Map<
    string,
    {
      title: string
      isNew: boolean
      experts: number
      words: Map<string, number>
      areas: Map<string, number>
      members: (Row & { exact: boolean })[]
    }
  >()
  for (const row of rows) {
    const occupation = ` ${words(row.occupation).join(' ')} `
    const knownTitle = titles.find((t) => occupation.includes(t.norm))?.title
    const title = knownTitle ?? fieldTitle(row.occupation)
    if (!title.trim()) continue
    const key = title.toLowerCase()
    let group = groups.get(key)
    if (!group) groups.set(key, (group = { title, isNew: !knownTitle, experts: 0, words: new Map(), areas: new Map(), members: [] }))
    group.experts++
    group.members.push({ ...row, exact: normalise(row.occupation.trim()) === normalise(title) })
    const areas = parseList(row.expertise_areas)
    const own = new Set(contentWords([row.occupation, ...areas, ...parseList(row.keywords), row.description].join(' ')))
    for (const w of own) group.words.set(w, (group.words.get(w) ?? 0) + 1)
    for (const a of areas) group.areas.set(a.toLowerCase(), (group.areas.get(a.toLowerCase()) ?? 0) + 1)
  }
  const fields = [...groups.values()].map((g) => ({
    title: g.title,
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
  }))
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
