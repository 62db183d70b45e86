import { randomBytes, randomUUID } from 'node:crypto'
import { sql, type Insertable } from 'kysely'
import { z } from 'zod'
import { RESPONSE_RATES } from '../../shared/constants'
import type { Database } from '../db/database'
import type { ExpertApplicationsTable, ProfilesTable } from '../db/core.tables'
import { grantMany, type Grant } from '../features/ledger'
import type { UserTable } from '../db/auth.tables'
import { inTransaction } from '../db/transaction'

/** One line of the benchmark generator's format (../shared/bench/search/gen.mjs): an approved expert. */
export const importedExpertSchema = z.object({
  id: z.string().optional(),
  displayName: z.string().trim().min(1, 'displayName is required'),
  firstName: z.string().trim().min(1, 'firstName is required'),
  lastName: z.string().trim().min(1, 'lastName is required'),
  email: z.email('email must be a valid email address'),
  photoURL: z.string().default(''),
  occupation: z.string().default(''),
  yearsOfExperience: z.number().int().min(0).max(80),
  description: z.string().default(''),
  expertise_areas: z.array(z.string()).default([]),
  keywords: z.array(z.string()).default([]),
  city: z.string().default(''),
  address: z.string().default(''),
  rating: z.number().min(0).max(5).default(0),
  ratingCount: z.number().int().min(0).optional(),
  responseRate: z.enum(RESPONSE_RATES).default('Within One Day'),
  selectedOptions: z.object({ call: z.boolean(), email: z.boolean(), video: z.boolean() }),
  customURL: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'customURL must be letters and digits'),
  twitterUrl: z.string().default(''),
  linkedinUrl: z.string().default(''),
  websiteUrl: z.string().default(''),
  accountType: z.enum(['expert', 'business']).default('expert'),
  approved: z.literal(true, 'approved must be true: only approved experts are imported').default(true),
  points: z.number().int().min(0).default(0),
})
export type ImportedExpert = z.infer<typeof importedExpertSchema>
/** A checked record and the line of the file it came from (for errors found when writing). */
export type ParsedExpert = ImportedExpert & { line?: number }

export class ImportError extends Error {}

export interface ParsedExperts {
  records: ParsedExpert[]
  /** Later lines repeating an email or customURL of an earlier line: skipped, first one wins. */
  duplicates: { line: number; reason: string }[]
}

/** Parses and checks every line first; throws an ImportError naming the first bad line. */
export function parseExpertLines(text: string): ParsedExperts {
  const records: ParsedExpert[] = []
  const duplicates: ParsedExperts['duplicates'] = []
  const emails = new Map<string, number>()
  const urls = new Map<string, number>()
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim()
    if (!line) continue
    const lineNo = i + 1
    let raw: unknown
    try {
      raw = JSON.parse(line)
    } catch {
      throw new ImportError(`line ${lineNo}: not valid JSON`)
    }
    const parsed = importedExpertSchema.safeParse(raw)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      const where = issue.path.length ? `${issue.path.join('.')}: ` : ''
      throw new ImportError(`line ${lineNo}: ${where}${issue.message}`)
    }
    const record = parsed.data
    const email = record.email.toLowerCase()
    const seenEmail = emails.get(email)
    if (seenEmail) {
      duplicates.push({ line: lineNo, reason: `email ${email} already on line ${seenEmail}` })
      continue
    }
    const seenUrl = urls.get(record.customURL)
    if (seenUrl) {
      duplicates.push({ line: lineNo, reason: `customURL ${record.customURL} already on line ${seenUrl}` })
      continue
    }
    emails.set(email, lineNo)
    urls.set(record.customURL, lineNo)
    records.push({ ...record, email, line: lineNo })
  }
  return { records, duplicates }
}

export interface ImportResult {
  imported: number
  skipped: number
}

/** Bound parameters per statement: SQLite allows 32,766, PostgreSQL 65,535. */
const MAX_PARAMETERS = { sqlite: 32_766, postgres: 65_535 } as const
/** Rows per page when reading the emails and customURLs already present. */
const LOOKUP_BATCH = 5_000

/**
 * Inserts approved experts (user, profile, expert application, starting points) in one transaction:
 * all or nothing. Idempotent by email: a record whose email already has an account is skipped. A
 * customURL already used by another expert stops the import (naming its line) before anything
 * is written.
 */
export async function importExperts(database: Database, records: ParsedExpert[]): Promise<ImportResult> {
  const { db, dialect } = database
  // What is already there, read once (keyset pages): nothing to read in an empty database.
  const existingEmails = new Set<string>()
  const existingUrls = new Set<string>()
  for (let after = ''; ;) {
    const rows = await db.selectFrom('user').select(['id', 'email']).where('id', '>', after).orderBy('id').limit(LOOKUP_BATCH).execute()
    for (const u of rows) existingEmails.add(u.email.toLowerCase())
    if (rows.length < LOOKUP_BATCH) break
    after = rows[rows.length - 1]!.id
  }
  for (const table of ['expert_applications', 'profiles'] as const) {
    for (let after = ''; ;) {
      const rows = await db
        .selectFrom(table)
        .select(['user_id', 'custom_url'])
        .where('user_id', '>', after)
        .orderBy('user_id')
        .limit(LOOKUP_BATCH)
        .execute()
      for (const row of rows) existingUrls.add(row.custom_url)
      if (rows.length < LOOKUP_BATCH) break
      after = rows[rows.length - 1]!.user_id
    }
  }
  const fresh = records.filter((r) => !existingEmails.has(r.email))
  const clash = fresh.find((r) => existingUrls.has(r.customURL))
  if (clash) {
    const where = clash.line ? `line ${clash.line} (${clash.email})` : `record ${clash.email}`
    throw new ImportError(`${where}: customURL ${clash.customURL} is already used by another account`)
  }

  const now = new Date()
  const iso = now.toISOString()
  const users: Insertable<UserTable>[] = []
  const profiles: Insertable<ProfilesTable>[] = []
  const applications: Insertable<ExpertApplicationsTable>[] = []
  const points: Grant[] = []
  // New ids in ascending order: each primary-key insert appends to its B-tree instead of splitting pages.
  const ids = fresh.map(() => randomUUID()).sort()
  const referralCodes = randomBytes(fresh.length * 8)
  for (let i = 0; i < fresh.length; i++) {
    const r = fresh[i]!
    const id = ids[i]!
    users.push({
      id,
      name: r.displayName,
      email: r.email,
      emailVerified: dialect === 'postgres' ? true : 1,
      image: r.photoURL || null,
      createdAt: dialect === 'postgres' ? now : iso,
      updatedAt: dialect === 'postgres' ? now : iso,
    })
    profiles.push({
      user_id: id,
      first_name: r.firstName,
      last_name: r.lastName,
      display_name: r.displayName,
      email: r.email,
      photo_url: r.photoURL,
      custom_url: r.customURL,
      referral_code: referralCodes
        .subarray(i * 8, i * 8 + 8)
        .toString('base64url')
        .slice(0, 10),
      referral_submitted: 0,
      has_seen_welcome: 1,
      created_at: iso,
      updated_at: iso,
    })
    applications.push({
      user_id: id,
      display_name: r.displayName,
      first_name: r.firstName,
      last_name: r.lastName,
      photo_url: r.photoURL,
      email: r.email,
      occupation: r.occupation,
      years_of_experience: r.yearsOfExperience,
      description: r.description,
      expertise_areas: JSON.stringify(r.expertise_areas),
      keywords: JSON.stringify(r.keywords),
      city: r.city,
      address: r.address,
      rating: r.rating,
      rating_count: r.ratingCount ?? (r.rating > 0 ? 1 : 0),
      response_rate: r.responseRate,
      offers_call: r.selectedOptions.call ? 1 : 0,
      offers_email: r.selectedOptions.email ? 1 : 0,
      offers_video: r.selectedOptions.video ? 1 : 0,
      custom_url: r.customURL,
      twitter_url: r.twitterUrl,
      linkedin_url: r.linkedinUrl,
      website_url: r.websiteUrl,
      account_type: r.accountType,
      status: 'approved',
      approved: 1,
      suspended: 0,
      review_reason: null,
      reviewed_by: null,
      reviewed_at: iso,
      submitted_at: iso,
      approved_at: iso,
      created_at: iso,
      updated_at: iso,
    })
    if (r.points > 0) {
      points.push({
        userId: id,
        pocket: 'bonus',
        amount: r.points,
        from: 'platform',
        kind: 'correction',
        reason: 'import',
        reference: `import:${id}`,
        createdAt: iso,
      })
    }
  }

  // A large page cache while importing (SQLite's default is 2 MB), the default again afterwards.
  if (dialect === 'sqlite') await sql`PRAGMA cache_size = -262144`.execute(db)
  try {
    await inTransaction(db, async (trx) => {
      // As many rows per statement as the parameter limit allows: fewer, larger statements.
      const insert = async <T extends object>(rows: T[], run: (batch: T[]) => Promise<unknown>) => {
        if (rows.length === 0) return
        const batch = Math.max(1, Math.floor(MAX_PARAMETERS[dialect] / Object.keys(rows[0]!).length))
        for (let i = 0; i < rows.length; i += batch) await run(rows.slice(i, i + batch))
      }
      await insert(users, (b) => trx.insertInto('user').values(b).execute())
      await insert(profiles, (b) => trx.insertInto('profiles').values(b).execute())
      await insert(applications, (b) => trx.insertInto('expert_applications').values(b).execute())
      await grantMany(trx, points)
    })
  } finally {
    if (dialect === 'sqlite') await sql`PRAGMA cache_size = -2000`.execute(db)
  }
  return { imported: fresh.length, skipped: records.length - fresh.length }
}
