import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

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
  .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
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

export const DEMO_OPERATOR_EMAIL = 'operator@tio.test'

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
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
  const dataDir = path.resolve(e.DATA_DIR)
  const production = e.NODE_ENV === 'production'
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
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
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT,
    /** STUN/TURN servers for calls; none by default (no outside network assumed). */
    iceServers: e.ICE_SERVERS ?? [],
    /** Worker processes on the one port (node:cluster): every core in production, one in a local run. */
    webConcurrency: e.WEB_CONCURRENCY ?? (production ? availableParallelism() : 1),
    /** Resident memory a process may use once started (search index built); above it, it refuses to start. */
    workerMemoryLimitMb: e.WORKER_MEMORY_LIMIT_MB,
  }
}
