import { ConfigError, parseConfig, type Config } from './config'
import { createLogger } from './logger'
import { createTioServer, type TioServerOptions } from './server'
import { StartupError } from './startup-error'
import type { WebRenderer } from './http/app'
import type { AppContext } from './context'
import type { Features } from './features'

/**
 * Parses settings, builds the server and listens. A bad setting or an unreachable service stops
 * start-up with one line naming it and exit code 1; SIGTERM/SIGINT shut down gracefully.
 */
export async function start(makeWeb: (config: Config) => Promise<WebRenderer | undefined>, extra: Partial<TioServerOptions> = {}) {
  let config: Config
  try {
    config = parseConfig()
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`)
    process.exit(1)
  }
  const logger = createLogger(config.logLevel, config.production)
  let server
  let demoLogins: string | undefined
  try {
    const web = await makeWeb(config)
    const { seedIfWanted } = await import('./seed/seed')
    const onReady = async (ctx: AppContext, features: Features) => {
      demoLogins = (await seedIfWanted(ctx, { sendMessage: features.chat.service.send })).demoLogins
    }
    server = await createTioServer(config, { logger, web, onReady, ...extra })
  } catch (error) {
    process.stderr.write(`Tio could not start: ${describeStartupError(error, config)}\n`)
    process.exit(1)
  }
  const url = await server.listen().catch((error: unknown) => {
    process.stderr.write(`Tio could not start: PORT ${config.port}: ${(error as Error).message}\n`)
    process.exit(1)
  })
  server.warmUp()
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    void server.close().then(() => process.exit(0))
  }
  // Before announcing the URL: until a listener exists, SIGTERM kills the process outright.
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
  logger.info({ url }, `Tio is running at ${url}`)
  process.stdout.write(`\nTio is running at ${url}\n${demoLogins ? `${demoLogins}\n` : ''}\n`)
  return server
}

function describeStartupError(error: unknown, config: Config): string {
  if (error instanceof StartupError) return error.message
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: string }).code
  if (config.databaseUrl && (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || /postgres|password|database/i.test(message))) {
    return `DATABASE_URL: cannot connect to PostgreSQL (${message})`
  }
  return message
}
