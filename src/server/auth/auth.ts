import { randomBytes } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { getMigrations } from 'better-auth/db/migration'
import { genericOAuth, magicLink } from 'better-auth/plugins'
import { EMAIL_VERIFIED_PATH, SESSION_LIFETIME_S } from '../../shared/constants'
import { ERROR_MESSAGES, MESSAGES } from '../../shared/messages'
import { capitalizeFirst, toDisplayName } from '../../shared/names'
import { isPasswordValid } from '../../shared/password'
import { personNameSchema } from '../../shared/schemas/profile'
import type { Config } from '../config'
import type { Database } from '../db/database'
import { getOrCreateSecret } from '../db/secrets'
import type { Logger } from '../logger'
import type { Mailer } from '../mail/mailer'
import { ensureProfile, applyReferralCode } from '../features/profiles'
import type { ReferralsService } from '../features/referrals'

export interface AuthDeps {
  config: Config
  database: Database
  mailer: Mailer
  logger: Logger
  /** Called after Better Auth deletes a session (sign-out, revocation, password change or reset). */
  onSessionEnded?: (session: { id: string; userId: string }) => void
  /** The referrals feature (built after auth): a code given at sign-up, and the email verification that credits it. */
  referrals?: Pick<ReferralsService, 'credit'>
}

const PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
}

function refuse(code: 'missing-fields' | 'weak-password') {
  return new APIError('BAD_REQUEST', { code, message: ERROR_MESSAGES[code] })
}

/** The header auth.routes.ts writes the client's address into for Better Auth (any incoming one is replaced). */
export const CLIENT_IP_HEADER = 'x-tio-client-ip'

const REFERRAL_CODE = /^[A-Za-z0-9]{10}$/

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * The server enforces the sign-up rules, not only the form (VAL-01, VAL-03..06): all four fields,
 * the password rule of src/shared/password.ts, and the display name "First Last" (CALL-03).
 */
const enforceAccountRules = createAuthMiddleware(async (ctx) => {
  // Tio's settings routes change a name or photo under Tio's rules; Better Auth's own update would not.
  if (ctx.path === '/update-user') throw new APIError('NOT_FOUND', { code: 'not-found', message: MESSAGES.updateUserRefused })
  const passwordField = PASSWORD_FIELD[ctx.path]
  if (!passwordField) return
  const body = (ctx.body ?? {}) as Record<string, unknown>
  if (ctx.path === '/sign-up/email') {
    if (!['firstName', 'lastName', 'email', 'password'].every((f) => isFilled(body[f]))) throw refuse('missing-fields')
    // The names' rule of /settings: others see them (chat, bookings, reviews), so no right-to-left
    // override, invisible character or 10 000-letter name gets in at sign-up either.
    for (const [field, label] of [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
    ] as const) {
      const checked = personNameSchema(label).safeParse(body[field])
      if (!checked.success) throw new APIError('BAD_REQUEST', { code: 'bad-request', message: checked.error.issues[0]!.message })
    }
    // The optional referral code of the sign-up form (issue 20 item 3): its shape here, the rest once the account exists.
    if (
      body.referralCode !== undefined &&
      body.referralCode !== '' &&
      !(typeof body.referralCode === 'string' && REFERRAL_CODE.test(body.referralCode.trim()))
    ) {
      throw new APIError('BAD_REQUEST', { code: 'bad-request', message: 'A referral code is 10 letters and digits' })
    }
  }
  const password = body[passwordField]
  if (typeof password !== 'string' || !isPasswordValid(password)) throw refuse('weak-password')
  if (ctx.path === '/sign-up/email') {
    const name = toDisplayName(String(body.firstName), String(body.lastName))
    return { context: { body: { ...body, name } } }
  }
})

const verificationEmailFailed = () =>
  new APIError('INTERNAL_SERVER_ERROR', { code: 'verification-email-failed', message: ERROR_MESSAGES['verification-email-failed'] })

const isVerificationEmailFailure = (value: unknown) =>
  value instanceof APIError && (value.body as { code?: unknown } | undefined)?.code === 'verification-email-failed'

function buildOptions(deps: AuthDeps, secret: string) {
  const { config, database, mailer, logger } = deps
  const googleNames = createGoogleNames()
  const mail = (to: string, subject: string, text: string) => mailer.send({ to, subject, text })
  // Sign-up swallows an error of sendVerificationEmail (Better Auth only logs it); the after-hook
  // below reads this to answer ERR-05 instead of "Verification email sent".
  const unsentVerifications = new Set<string>()
  const reportUnsentVerification = createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-up/email') return
    const email = (ctx.body as { email?: unknown } | undefined)?.email
    if (typeof email === 'string' && unsentVerifications.delete(email.trim().toLowerCase())) throw verificationEmailFailed()
  })
  return {
    appName: 'Tio',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: { db: database.db, type: database.dialect },
    telemetry: { enabled: false },
    // Better Auth's own messages (a forged OAuth state, an unknown provider) go to our logger, not the console.
    logger: {
      log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
        // Sign-up runs sendVerificationEmail as a "background task" and logs its error again; ours already said it.
        if (args.some(isVerificationEmailFailure)) return
        logger[level](args.length ? { details: args } : {}, `better-auth: ${message}`)
      },
    },
    trustedOrigins: config.allowedOrigins,
    advanced: {
      // Better Auth skips its Origin check when NODE_ENV is test; Tio's tests run the real check.
      disableOriginCheck: false,
      useSecureCookies: config.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const, secure: config.production },
      // The address TRUST_PROXY decided (auth.routes.ts sets it), never a header the client wrote.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    session: {
      expiresIn: SESSION_LIFETIME_S,
      // CONST-20 (adapted): any request once a day renews the session, so an active session is renewed
      // long before its last hour (SESSION_REFRESH_MARGIN_S) and nobody is logged out mid-use.
      updateAge: 24 * 60 * 60,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }: { user: { email: string; name: string }; token: string }) {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`
        await mail(
          user.email,
          'Reset your Tio password',
          `Hi ${user.name || 'there'},\n\nSomeone asked to reset the password of your Tio account. Choose a new one here:\n${link}\n\nThe link works for one hour. If you did not ask for this, ignore this email.\n\nThe Tio team`,
        )
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      // A referral waits for the new account's verified email (issue 20 item 3).
      async afterEmailVerification(user: { id: string }) {
        try {
          await deps.referrals?.credit(user.id)
        } catch (error) {
          logger.error({ err: error, userId: user.id }, 'referral credit failed')
        }
      },
      async sendVerificationEmail({ user, url }: { user: { email: string; name: string }; url: string }) {
        // Whatever the client asked, the link lands on the page that says the address is verified.
        const link = new URL(url)
        link.searchParams.set('callbackURL', EMAIL_VERIFIED_PATH)
        url = link.href
        try {
          await mail(
            user.email,
            'Verify your email for Tio',
            `Hi ${user.name},\n\nPlease verify your email address by opening this link:\n${url}\n\nThe Tio team`,
          )
        } catch (error) {
          // ERR-05: the account exists; the user can log in and resend from the account button.
          logger.error({ err: error, to: user.email }, 'verification email failed')
          unsentVerifications.add(user.email.toLowerCase())
          throw verificationEmailFailed()
        }
      },
    },
    // Our own rate limiter guards the auth routes (see auth.routes.ts); Better Auth's is per-instance memory.
    rateLimit: { enabled: false },
    // Tio's settings routes change a name or photo under Tio's rules (see REFUSED_AUTH_PATHS).
    disabledPaths: ['/update-user'],
    hooks: { before: enforceAccountRules, after: reportUnsentVerification },
    databaseHooks: {
      session: {
        delete: {
          async after(session: { id: string; userId: string }) {
            deps.onSessionEnded?.({ id: session.id, userId: session.userId })
          },
        },
      },
      user: {
        create: {
          // Every first sign-in gets its profile: sign-up, email link and Google alike (STATE-02).
          async after(user: { id: string; email: string; name: string; emailVerified?: boolean }, ctx?: { body?: unknown } | null) {
            // Without a request (seeding experts through the internal adapter) there is no sign-in yet;
            // GET /api/me creates the profile at the first one if the account has no expert record.
            if (!ctx) return
            const body = (ctx.body ?? undefined) as { firstName?: unknown; lastName?: unknown } | undefined
            try {
              await ensureProfile(database.db, user, { signupPoints: config.signupPoints, fields: body ?? googleNames.take(user.email) })
            } catch (error) {
              // ERR-14: logged only; GET /api/me creates the profile on the next request.
              logger.error({ err: error, userId: user.id }, 'profile creation failed')
            }
            const code = (body as { referralCode?: unknown } | undefined)?.referralCode
            if (typeof code === 'string' && code.trim()) {
              // An unknown or own code leaves the account free to enter another one in its settings.
              await applyReferralCode(database.db, deps.referrals, {
                userId: user.id,
                code: code.trim(),
                emailVerified: Boolean(user.emailVerified),
              }).catch((error: unknown) => logger.info({ err: error, userId: user.id }, 'referral code at sign-up not taken'))
            }
          },
        },
      },
    },
    plugins: [
      ...(config.google ? [googleProvider(config.google, googleNames)] : []),
      magicLink({
        expiresIn: 15 * 60,
        async sendMagicLink({ email, url }: { email: string; url: string }) {
          await mail(
            email,
            'Your Tio sign-in link',
            `Hi,\n\nOpen this link to sign in to Tio:\n${url}\n\nIt works once, for 15 minutes. If you did not ask for it, ignore this email.\n\nThe Tio team`,
          )
        },
      }),
    ],
  }
}

/**
 * First and last name of Google sign-ins, by email, from the profile mapping to the user-create hook of
 * the same callback request: Google's given_name/family_name beat splitting "Mary Ann Smith" in two.
 */
function createGoogleNames() {
  const names = new Map<string, { firstName: string; lastName: string }>()
  return {
    put(email: string, value: { firstName: string; lastName: string }) {
      if (names.size > 1000) names.clear()
      names.set(email.toLowerCase(), value)
    },
    take(email: string) {
      const key = email.toLowerCase()
      const value = names.get(key)
      names.delete(key)
      return value
    },
  }
}
type GoogleNames = ReturnType<typeof createGoogleNames>

/**
 * Google sign-in (AUTH-06) as an OpenID Connect provider found by discovery, so GOOGLE_ISSUER can point
 * it at another issuer (a local mock in tests). It registers as the social provider 'google': the SPA
 * starts it with POST /api/auth/sign-in/social and Google returns to /api/auth/callback/google.
 */
function googleProvider(google: NonNullable<Config['google']>, googleNames: GoogleNames) {
  const issuer = (google.issuer ?? 'https://accounts.google.com').replace(/\/$/, '')
  return genericOAuth({
    config: [
      {
        providerId: 'google',
        name: 'Google',
        discoveryUrl: `${issuer}/.well-known/openid-configuration`,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        prompt: 'select_account',
        mapProfileToUser(profile) {
          const given = typeof profile.given_name === 'string' ? profile.given_name.trim() : ''
          const family = typeof profile.family_name === 'string' ? profile.family_name.trim() : ''
          if (!given) return {}
          if (typeof profile.email === 'string') {
            googleNames.put(profile.email, { firstName: capitalizeFirst(given), lastName: capitalizeFirst(family) })
          }
          return { name: toDisplayName(given, family) }
        },
      },
    ],
  })
}

export type Auth = ReturnType<typeof betterAuth<ReturnType<typeof buildOptions>>>

/** Creates or updates Better Auth's tables. Runs before our migrations, whose tables reference `user`. */
export async function migrateAuthTables(deps: AuthDeps): Promise<void> {
  // The secret plays no part in the schema; the real one lives in a table our migrations create.
  const { runMigrations } = await getMigrations(buildOptions(deps, 'schema-only'.padEnd(32, '-')))
  await runMigrations()
}

export async function createAuth(deps: AuthDeps): Promise<Auth> {
  const secret = deps.config.authSecret ?? (await getOrCreateSecret(deps.database, 'auth_secret', () => randomBytes(32).toString('hex')))
  return betterAuth(buildOptions(deps, secret))
}

export interface SessionUser {
  id: string
  email: string
  name: string
  emailVerified: boolean
  image?: string | null
}

export interface SessionInfo {
  id: string
  expiresAt: Date
}

/**
 * The user and session behind a request's cookie, read without renewing the session: a socket
 * handshake cannot send the renewed cookie back, and HTTP requests renew it anyway.
 */
export async function getSessionUser(auth: Auth, headers: Headers): Promise<{ user: SessionUser; session: SessionInfo } | null> {
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } })
  if (!found) return null
  const { id, email, name, emailVerified, image } = found.user
  return {
    user: { id, email, name, emailVerified, image },
    session: { id: found.session.id, expiresAt: new Date(found.session.expiresAt) },
  }
}
