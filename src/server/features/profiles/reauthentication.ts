import { sql, type Kysely } from 'kysely'
import { FRESH_SIGN_IN_MINUTES } from '../../../shared/constants'
import { MESSAGES } from '../../../shared/messages'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'

/**
 * Passwords a person may try on an irreversible action before waiting (a stolen session cannot guess
 * on): deleting the account here, changing the password (auth.routes.ts) too, in one budget.
 */
export const REAUTHENTICATION_LIMIT = { name: 'reauthenticate', points: 10, windowSeconds: 15 * 60 }

/** The password hash of the account's email-and-password login; null for Google-only or sign-in-link accounts. */
export async function passwordHashOf(db: Kysely<DB>, userId: string): Promise<string | null> {
  const { rows } = await sql<{ password: string | null }>`
    select ${sql.ref('password')} from ${sql.table('account')}
    where ${sql.ref('userId')} = ${userId} and ${sql.ref('providerId')} = 'credential'`.execute(db)
  return rows.find((r) => r.password)?.password ?? null
}

/**
 * Proves that the person at the keyboard owns the account before an irreversible action (issue 18
 * item 8): their password, or, for an account without one (Google, sign-in link), a session opened in
 * the last FRESH_SIGN_IN_MINUTES. A session left open on a shared computer is then not enough.
 */
export async function confirmIdentity(ctx: AppContext, userId: string, headers: Headers, password: string | undefined): Promise<void> {
  const limit = ctx.rateLimits.create(REAUTHENTICATION_LIMIT)
  if (!(await limit.consume(userId))) throw new ApiError(429, 'rate-limited', MESSAGES.reauthTooMany)
  const hash = await passwordHashOf(ctx.database.db, userId)
  if (hash) {
    if (!password)
      throw new ApiError(400, 'password-required', MESSAGES.reauthPasswordRequired, { password: MESSAGES.reauthPasswordRequired })
    const auth = await ctx.auth.$context
    if (!(await auth.password.verify({ hash, password }))) {
      throw new ApiError(403, 'wrong-password', MESSAGES.reauthWrongPassword, { password: MESSAGES.reauthWrongPassword })
    }
    return
  }
  const found = await ctx.auth.api.getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } })
  const signedInAt = found ? new Date(found.session.createdAt).getTime() : 0
  if (Date.now() - signedInAt > FRESH_SIGN_IN_MINUTES * 60_000)
    throw new ApiError(403, 'reauthentication-required', MESSAGES.reauthSignInAgain)
}
