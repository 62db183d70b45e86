import { randomBytes } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { getMigrations } from 'better-auth/db/migration'
import type { Config } from '../config'
import type { Database } from '../db/database'
import { getOrCreateSecret } from '../db/secrets'
import type { Logger } from '../logger'
import type { Mailer } from '../mail/mailer'

export interface AuthDeps {
  config: Config
  database: Database
  mailer: Mailer
  logger: Logger
}

function buildOptions(deps: AuthDeps, secret: string) {
  const { config, database, mailer } = deps
  return {
    appName: 'Tio',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: { db: database.db, type: database.dialect },
    telemetry: { enabled: false },
    trustedOrigins: [config.publicUrl],
    advanced: {
      useSecureCookies: config.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const, secure: config.production },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      requireEmailVerification: false,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      async sendVerificationEmail({ user, url }: { user: { email: string; name: string }; url: string }) {
        await mailer.send({
          to: user.email,
          subject: 'Verify your email for Tio',
          text: `Hi ${user.name},\n\nPlease verify your email address by opening this link:\n${url}\n\nThe Tio team`,
        })
      },
    },
    // Our own rate limiter guards the auth routes (see auth.routes.ts); Better Auth's is per-instance memory.
    rateLimit: { enabled: false },
  }
}

export type Auth = ReturnType<typeof betterAuth<ReturnType<typeof buildOptions>>>

/** Creates or updates Better Auth's tables. Runs before our migrations, whose tables reference `user`. */
export async function migrateAuthTables(deps: AuthDeps): Promise<void> {
  // The secret plays no part in the schema; the real one lives in a table our migrations create.
  const { runMigrations } = await getMigrations(buildOptions(deps, 'schema-only'.padEnd(32, '-')))
  await runMigrations()
}

export async function createAuth(deps: AuthDeps): Promise<Auth> {
  const secret =
    deps.config.authSecret ?? (await getOrCreateSecret(deps.database, 'auth_secret', () => randomBytes(32).toString('hex')))
  return betterAuth(buildOptions(deps, secret))
}

export interface SessionUser {
  id: string
  email: string
  name: string
  emailVerified: boolean
  image?: string | null
}

export async function getSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers })
  if (!session) return null
  const { id, email, name, emailVerified, image } = session.user
  return { id, email, name, emailVerified, image }
}
