import type { AppContext } from '../context'
import { DEMO_OPERATOR_EMAIL } from '../config'
import type { ExpertApplicationsTable } from '../db/core.tables'
import { grantMany } from '../features/ledger'
import { ensureProfile } from '../features/profiles/profile-creation'
import { isPasswordValid } from '../../shared/password'
import { RESPONSE_RATES } from '../../shared/constants'
import { splitDisplayName, withProtocol } from '../../shared/names'
import { DEMO_EXPERTS, DEMO_PENDING, type DemoExpertRow } from './demo-experts.data'
import { demoSlug } from './demo-slug'

/** One password for every demo login (printed at start-up); meets the §5 password rule. */
export const DEMO_PASSWORD = 'TioDemo$2026'
export const DEMO_USER_EMAIL = 'demo@tio.test'
export const OPERATOR_EMAIL = DEMO_OPERATOR_EMAIL
export const demoExpertEmail = (name: string) => `${demoSlug(name)}@experts.tio.test`

if (!isPasswordValid(DEMO_PASSWORD)) throw new Error('DEMO_PASSWORD does not meet the password rule')

/**
 * Demo accounts: a regular user, the operator and ~140 approved experts plus a few pending
 * applications, all verified already, so no verification email goes out. They are created through
 * Better Auth's internal adapter with one password hash computed once, which keeps start-up well
 * under a second instead of one scrypt per account; the two named accounts get their profile as a
 * first sign-up would.
 */
export async function seedDemoExperts(ctx: AppContext): Promise<void> {
  const { db } = ctx.database
  const started = Date.now()
  const authContext = await ctx.auth.$context
  const hash = await authContext.password.hash(DEMO_PASSWORD)
  const createVerified = async (email: string, name: string, image?: string) => {
    const user = await authContext.internalAdapter.createUser({ email, name, emailVerified: true, image }, { method: 'admin' })
    await authContext.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash })
    return user
  }
  for (const [email, firstName, lastName] of [
    [DEMO_USER_EMAIL, 'Demo', 'User'],
    [OPERATOR_EMAIL, 'Olivia', 'Operator'],
  ] as const) {
    const user = await createVerified(email, `${firstName} ${lastName}`)
    await ensureProfile(db, user, { signupPoints: ctx.config.signupPoints, fields: { firstName, lastName } })
  }

  const day = 24 * 60 * 60 * 1000
  const rows: ExpertApplicationsTable[] = []
  const all: (Omit<DemoExpertRow, 'address' | 'rating' | 'ratingCount' | 'rate' | 'options'> & {
    pending: boolean
    extra?: DemoExpertRow
  })[] = [...DEMO_EXPERTS.map((e) => ({ ...e, pending: false, extra: e })), ...DEMO_PENDING.map((e) => ({ ...e, pending: true }))]
  for (const [index, expert] of all.entries()) {
    const slug = demoSlug(expert.name)
    const email = demoExpertEmail(expert.name)
    const photoURL = `/experts/${slug}.svg`
    const user = await createVerified(email, expert.name, photoURL)
    // Approved experts joined over the past 400 days, evenly (newest last, 20 days ago); pending ones applied in the last days.
    const daysAgo = expert.pending ? index - DEMO_EXPERTS.length + 1 : 400 - Math.round((index * 380) / (DEMO_EXPERTS.length - 1))
    const joined = new Date(started - daysAgo * day).toISOString()
    const { firstName, lastName } = splitDisplayName(expert.name)
    const extra = expert.extra
    rows.push({
      user_id: user.id,
      display_name: expert.name,
      first_name: firstName,
      last_name: lastName,
      photo_url: photoURL,
      email,
      occupation: expert.occupation,
      years_of_experience: expert.years,
      description: expert.bio,
      expertise_areas: JSON.stringify(expert.skills),
      keywords: JSON.stringify(expert.keywords),
      city: expert.city,
      address: extra?.address ?? '',
      rating: extra?.rating ?? 0,
      rating_count: extra?.ratingCount ?? 0,
      response_rate: RESPONSE_RATES[extra?.rate ?? 1],
      offers_call: extra?.options.includes('c') ? 1 : 0,
      offers_email: !extra || extra.options.includes('e') ? 1 : 0,
      offers_video: extra?.options.includes('v') ? 1 : 0,
      custom_url: slug,
      twitter_url: extra?.twitter ? withProtocol(extra.twitter) : '',
      linkedin_url: extra?.linkedin ? withProtocol(extra.linkedin) : '',
      website_url: extra?.website ? withProtocol(extra.website) : '',
      account_type: extra?.business ? 'business' : 'expert',
      status: expert.pending ? 'pending' : 'approved',
      approved: expert.pending ? 0 : 1,
      suspended: 0,
      review_reason: null,
      reviewed_by: null,
      reviewed_at: expert.pending ? null : joined,
      submitted_at: joined,
      approved_at: expert.pending ? null : joined,
      created_at: joined,
      updated_at: joined,
    })
  }
  for (let i = 0; i < rows.length; i += 20)
    await db
      .insertInto('expert_applications')
      .values(rows.slice(i, i + 20))
      .execute()
  // Each applicant signed up before applying: the sign-up points of a first sign-in, as ledger transfers.
  if (ctx.config.signupPoints > 0)
    await grantMany(
      db,
      rows.map((row) => ({
        userId: row.user_id,
        pocket: 'bonus',
        amount: ctx.config.signupPoints,
        from: 'platform',
        kind: 'bonus',
        reason: 'signup',
        reference: `signup:${row.user_id}`,
        createdAt: row.created_at,
      })),
    )
  ctx.logger.info({ experts: DEMO_EXPERTS.length, pending: DEMO_PENDING.length, ms: Date.now() - started }, 'demo experts seeded')
}

/** The line start-up prints while the demo accounts exist, so a newcomer can sign in at once. */
export async function describeDemoLogins(ctx: AppContext): Promise<string | undefined> {
  const demoUser = await ctx.database.db.selectFrom('user').select('id').where('email', '=', DEMO_USER_EMAIL).executeTakeFirst()
  if (!demoUser) return undefined
  const operator = ctx.config.adminEmails.includes(OPERATOR_EMAIL)
    ? `${OPERATOR_EMAIL} (operator, /admin)`
    : `${OPERATOR_EMAIL} (not an operator: ADMIN_EMAILS leaves it out)`
  return `Demo logins, password ${DEMO_PASSWORD}: ${DEMO_USER_EMAIL} (user), ${operator}, ${demoExpertEmail(DEMO_EXPERTS[0]!.name)} (expert)`
}
