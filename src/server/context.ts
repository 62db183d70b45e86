import type { Auth } from './auth/auth'
import type { EventBus } from './bus/bus'
import type { Config } from './config'
import type { Database } from './db/database'
import type { RateLimits } from './http/rate-limit'
import type { Logger } from './logger'
import type { Mailer } from './mail/mailer'
import type { EmitToUser } from './realtime/batched-emit'

/** The services every feature receives; built once by the composition root (main.ts / server.ts). */
export interface AppContext {
  config: Config
  database: Database
  bus: EventBus
  mailer: Mailer
  auth: Auth
  logger: Logger
  /** The one rate-limit factory (its Redis connection is closed with the server). */
  rateLimits: RateLimits
  /** Emit to the sockets of one user or several (each socket once) on every instance. */
  emitToUser: EmitToUser
}
