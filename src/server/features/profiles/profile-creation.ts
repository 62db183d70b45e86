import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import { CUSTOM_URL_LENGTH, DEFAULT_AVATARS, REFERRAL_CODE_LENGTH } from '../../../shared/constants'
import { capitalizeFirst, splitDisplayName, toDisplayName } from '../../../shared/names'
import type { DB } from '../../db/schema'
import { expertHasCustomUrl, expertIdentityOf } from '../experts'
import { transfer } from '../ledger'
import { inTransaction } from '../../db/transaction'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export function randomAlphanumeric(length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]
  return out
}

export function randomDefaultAvatar(): string {
  return DEFAULT_AVATARS[randomInt(DEFAULT_AVATARS.length)]!
}

export interface NewProfileUser {
  id: string
  email: string
  /** Better Auth's name: "First Last" after sign-up, '' after a first email-link sign-in. */
  name: string
}

/** First and last name from the sign-up fields, else from the display name, else from the email. */
export function profileNames(user: NewProfileUser, fields?: { firstName?: unknown; lastName?: unknown }) {
  if (typeof fields?.firstName === 'string' && typeof fields.lastName === 'string' && fields.firstName.trim()) {
    const firstName = capitalizeFirst(fields.firstName.trim())
    const lastName = capitalizeFirst(fields.lastName.trim())
    return { firstName, lastName, displayName: toDisplayName(firstName, lastName) }
  }
  if (user.name.trim()) {
    const { firstName, lastName } = splitDisplayName(user.name)
    return { firstName, lastName, displayName: user.name.trim() }
  }
  const local = user.email.split('@')[0] ?? ''
  const firstName = capitalizeFirst(local.split(/[._+-]/)[0] || local)
  return { firstName, lastName: '', displayName: firstName }
}

async function unusedCustomUrl(db: Kysely<DB>): Promise<string> {
  for (;;) {
    const candidate = randomAlphanumeric(CUSTOM_URL_LENGTH)
    const [profile, expert] = await Promise.all([
      db.selectFrom('profiles').select('user_id').where('custom_url', '=', candidate).executeTakeFirst(),
      expertHasCustomUrl(db, candidate, { anyCase: false }),
    ])
    if (!profile && !expert) return candidate
  }
}

/**
 * Creates the user's profile on first sign-in (spec §3, STATE-02): names, email, a random default
 * avatar, an unused 8-character customURL, a 10-character referral code, welcome not yet seen, and
 * the sign-up points (SIGNUP_POINTS) as the first ledger row. Exactly once, also when two first requests race
 * (insert … on conflict do nothing, and the ledger row is idempotent by its reference). A user who
 * already has an expert application gets no profile (FOOT-03). Answers whether this call created it.
 */
export async function ensureProfile(
  db: Kysely<DB>,
  user: NewProfileUser,
  options: { signupPoints: number; fields?: { firstName?: unknown; lastName?: unknown } },
): Promise<boolean> {
  const [profile, expert] = await Promise.all([
    db.selectFrom('profiles').select('user_id').where('user_id', '=', user.id).executeTakeFirst(),
    expertIdentityOf(db, user.id),
  ])
  if (profile || expert) return false
  const names = profileNames(user, options.fields)
  for (let attempt = 0; ; attempt++) {
    try {
      // Profile and sign-up points commit together: a concurrent first request sees both or neither.
      return await inTransaction(db, async (trx) => {
        const now = new Date().toISOString()
        const result = await trx
          .insertInto('profiles')
          .values({
            user_id: user.id,
            first_name: names.firstName,
            last_name: names.lastName,
            display_name: names.displayName,
            email: user.email,
            photo_url: randomDefaultAvatar(),
            custom_url: await unusedCustomUrl(trx),
            referral_code: randomAlphanumeric(REFERRAL_CODE_LENGTH),
            referral_submitted: 0,
            has_seen_welcome: 0,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .executeTakeFirst()
        const created = Number(result.numInsertedOrUpdatedRows ?? 0) > 0
        if (created && options.signupPoints > 0) {
          await transfer(trx, {
            reference: `signup:${user.id}`,
            kind: 'bonus',
            reason: 'signup',
            from: 'platform',
            to: { userId: user.id, pocket: 'bonus' },
            amount: options.signupPoints,
          })
        }
        return created
      })
    } catch (error) {
      // A customURL or referral code taken between our check and the insert: draw again.
      if (attempt >= 4) throw error
    }
  }
}
