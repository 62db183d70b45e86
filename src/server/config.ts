import { availableParallelism } from 'node:os'
import path from 'node:path'
import proxyaddr from 'proxy-addr'
import { z } from 'zod'

const boolean = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  )

const emailList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'must be a comma-separated list of email addresses' })))

const iceUrl = z.string().regex(/^(stun|stuns|turn|turns):/, 'urls must start with stun:, stuns:, turn: or turns:')

/** ICE_SERVERS: a JSON array of RTCIceServer ({ urls, username?, credential? }) for calls. */
const iceServers = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array such as [{"urls":"stun:stun.example.org:3478"}]' })
      return z.NEVER
    }
  })
  .pipe(
    z.array(
      z.object({
        urls: z.union([iceUrl, z.array(iceUrl).min(1)]),
        username: z.string().optional(),
        credential: z.string().optional(),
      }),
      { message: 'must be a JSON array of { urls, username?, credential? }' },
    ),
  )

const originList = z.string().transform((value, ctx) => {
  const origins: string[] = []
  for (const item of value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)) {
    try {
      const parsed = new URL(item)
      if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('protocol')
      origins.push(parsed.origin)
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be a comma-separated list of origins such as https://app.example.com (not "${item}")` })
      return z.NEVER
    }
  }
  return origins
})

const hostPattern = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$|^\[[0-9a-f:.]+\]$/i

const hostList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(hostPattern, 'must be a comma-separated list of host names, each optionally starting with *.')))

/**
 * TRUST_PROXY: how many proxies in front of Tio may be believed (a hop count such as `1`), or which
 * (a comma list of addresses and CIDR ranges, or proxy-addr's names loopback, linklocal, uniquelocal).
 */
const trustProxy = z.string().transform((value, ctx): number | string[] => {
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const list = trimmed
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  try {
    proxyaddr.compile(list)
    return list
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a number of proxy hops (1) or a comma list of addresses and CIDR ranges such as 10.0.0.0/8,::1',
    })
    return z.NEVER
  }
})

/** The browser push services (Chrome and other Chromium browsers, Firefox, Safari, Edge on Windows). */
export const DEFAULT_PUSH_SERVICES = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com']
/** POINT_PACKS: `points:price` pairs, e.g. `500:5,1200:10` (price in the currency's main unit, up to 2 decimals). */
const pointPacks = z.string().transform((value, ctx) => {
  const packs = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(\d{1,7}):(\d{1,6})(?:\.(\d{1,2}))?$/.exec(part)
      if (!match) return null
      const points = Number(match[1])
      const priceCents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'))
      return points > 0 && priceCents >= 50 ? { id: `p${points}`, points, priceCents } : null
    })
  if (!packs.length || packs.some((p) => p === null) || new Set(packs.map((p) => p!.id)).size !== packs.length) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a comma list of distinct points:price pairs such as 500:5,1200:10 (price at least 0.50)',
    })
    return z.NEVER
  }
  return packs as { id: string; points: number; priceCents: number }[]
})

const wholeNumber = (min: number) => z.coerce.number({ message: 'must be a whole number' }).int('must be a whole number').min(min)

export const DEMO_OPERATOR_EMAIL = 'operator@tio.test'

/**
 * The origins whose pages may change state through the API and open a socket: the site's own
 * (PUBLIC_URL), those listed in ALLOWED_ORIGINS, and outside production http://localhost and
 * http://127.0.0.1 on PORT, so a first run opened at either address just works. The one place that decides it.
 */
export function allowedOrigins(settings: { publicUrl: string; extraOrigins: string[]; production?: boolean; port?: number }): string[] {
  const loopback = !settings.production && settings.port ? ['localhost', '127.0.0.1'].map((host) => `http://${host}:${settings.port}`) : []
  return [...new Set([new URL(settings.publicUrl).origin, ...settings.extraOrigins, ...loopback])]
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  ALLOWED_ORIGINS: originList.optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 letters, digits or : _ . -')
    .default('tio:'),
  TRUST_PROXY: trustProxy.optional(),
  UPLOAD_EXPIRY_HOURS: z.coerce.number({ message: 'must be a number of hours' }).positive('must be a number of hours').default(24),
  UPLOAD_QUOTA_MB: z.coerce.number({ message: 'must be a number of megabytes' }).positive('must be a number of megabytes').default(200),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Tio <no-reply@tio.local>'),
  ADMIN_EMAILS: emailList.optional(),
  SEED_DEMO: boolean.optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: url(['http:', 'https:']).optional(),
  AI_BASE_URL: url(['http:', 'https:']).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT: boolean.default(true),
  ICE_SERVERS: iceServers.optional(),
  PUSH_SERVICES: hostList.optional(),
  PLATFORM_FEE_PERCENT: z.coerce.number({ message: 'must be a number from 0 to 100' }).min(0).max(100).default(0),
  FREE_CANCEL_HOURS: z.coerce.number({ message: 'must be a number of hours' }).min(0).default(24),
  AUTO_RELEASE_HOURS: z.coerce.number({ message: 'must be a number of hours' }).positive().default(72),
  REMINDER_MINUTES: z.coerce.number({ message: 'must be a number of minutes' }).int().positive().default(60),
  SWEEP_INTERVAL_MS: z.coerce.number({ message: 'must be milliseconds' }).int().positive().default(30_000),
  POINT_PACKS: pointPacks.default([
    { id: 'p500', points: 500, priceCents: 500 },
    { id: 'p1200', points: 1200, priceCents: 1000 },
    { id: 'p3000', points: 3000, priceCents: 2000 },
  ]),
  PAYMENT_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/, 'must be a 3-letter lower-case ISO currency code such as eur')
    .default('eur'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: url(['http:', 'https:']).optional(),
  TEST_PAYMENTS: boolean.optional(),
  SIGNUP_POINTS: wholeNumber(0).default(100),
  REFERRAL_POINTS: wholeNumber(0).default(50),
  REFERRAL_MONTHLY_CAP: wholeNumber(0).default(10),
  PAYOUT_MINIMUM_POINTS: wholeNumber(1).default(1000),
  LEDGER_CHECK_HOURS: z.coerce.number({ message: 'must be a number of hours' }).positive('must be a number of hours').default(24),
  WEB_CONCURRENCY: z.coerce.number({ message: 'must be a whole number of workers, 1 or more' }).int().min(1).max(256).optional(),
  WORKER_MEMORY_LIMIT_MB: z.coerce.number({ message: 'must be a number of megabytes' }).int().min(64).optional(),
})

export type Config = ReturnType<typeof parseConfig>

export class ConfigError extends Error {}

/** Parses the environment once. Throws ConfigError naming every bad setting. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid setting ${problems.join('; ')}`)
  }
  const e = result.data
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid setting GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET: set both or neither')
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid setting VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY: set both or neither')
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid setting STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET: set both or neither')
  }
  const dataDir = path.resolve(e.DATA_DIR)
  const production = e.NODE_ENV === 'production'
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')
  if (production && e.TEST_PAYMENTS)
    throw new ConfigError('Invalid setting TEST_PAYMENTS: the test payment provider is never available in production')
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    /** Loopback unless HOST says otherwise: a local run is not reachable from the network by default. */
    host: e.HOST,
    publicUrl,
    /** Origins allowed to send state-changing requests and open sockets (see allowedOrigins). */
    allowedOrigins: allowedOrigins({ publicUrl, extraOrigins: e.ALLOWED_ORIGINS ?? [], production, port: e.PORT }),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    /** Starts every Redis key and channel of this deployment, so deployments can share one Redis. */
    redisPrefix: e.REDIS_PREFIX,
    /** Which proxies' X-Forwarded-For to believe: none (the socket address decides), a hop count or addresses. */
    trustProxy: e.TRUST_PROXY,
    /** Unfinished uploads are deleted after this long; a person's uploads may take this much space in all. */
    uploads: { expiryHours: e.UPLOAD_EXPIRY_HOURS, quotaBytes: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024) },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** Outside production the demo operator (whose password the README publishes) runs /admin by default. */
    adminEmails: e.ADMIN_EMAILS ?? (production ? [] : [DEMO_OPERATOR_EMAIL]),
    /** undefined = decide at start: seed when the database is empty outside production */
    seedDemo: e.SEED_DEMO,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL ?? 'gpt-4o-mini' } : undefined,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT,
    /** STUN/TURN servers for calls; none by default (no outside network assumed). */
    iceServers: e.ICE_SERVERS ?? [],
    /** Hosts a Web Push subscription may point at (`*.` matches any subdomain). */
    pushServices: e.PUSH_SERVICES ?? DEFAULT_PUSH_SERVICES,
    /** Consultations (issue 23): the platform's share of each payout, free cancellation, release and reminder times. */
    consultations: {
      feePercent: e.PLATFORM_FEE_PERCENT,
      freeCancelHours: e.FREE_CANCEL_HOURS,
      autoReleaseHours: e.AUTO_RELEASE_HOURS,
      reminderMinutes: e.REMINDER_MINUTES,
      sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    },
    payments: {
      packs: e.POINT_PACKS,
      currency: e.PAYMENT_CURRENCY,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
          : undefined,
      /** The local test provider (no money moves): outside production, when Stripe is not set, unless TEST_PAYMENTS=false. */
      testProvider: !production && !e.STRIPE_SECRET_KEY && e.TEST_PAYMENTS !== false,
    },
    /** Tio-Points a new account receives with its profile (spec CONST-01: 100). */
    signupPoints: e.SIGNUP_POINTS,
    referral: { points: e.REFERRAL_POINTS, monthlyCap: e.REFERRAL_MONTHLY_CAP },
    payoutMinimumPoints: e.PAYOUT_MINIMUM_POINTS,
    ledgerCheckHours: e.LEDGER_CHECK_HOURS,
    /** Worker processes on the one port (node:cluster): every core in production, one in a local run. */
    webConcurrency: e.WEB_CONCURRENCY ?? (production ? availableParallelism() : 1),
    /** Resident memory a process may use once started (search index built); above it, it refuses to start. */
    workerMemoryLimitMb: e.WORKER_MEMORY_LIMIT_MB,
  }
}
