import { ConfigError, parseConfig, type Config } from './config'
import { createLogger } from './logger'
import { createTioServer, type TioServerOptions } from './server'
import { StartupError } from './startup-error'
import type { WebRenderer } from './http/app'
import type { AppContext } from './context'

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
    const { warmSearchIndex } = await import('./features/search/search.service')
    const onReady = async (ctx: AppContext) => {
      demoLogins = (await seedIfWanted(ctx)).demoLogins
      warmSearchIndex(ctx) // build the search index now rather than on the first search
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
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    void server.close().then(() => process.exit(0))
  }
  // Before announcing the URL: until a listener exists, SIGTERM kills the process outright.
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
  logger.info({ url, host: config.host }, `Tio is running at ${url}`)
  process.stdout.write(`\nTio is running at ${url}\n${openHint(config, url)}\n${demoLogins ? `${demoLogins}\n` : ''}\n`)
  return server
}

/** Which address to open: PUBLIC_URL when it names another address, else the local one and its 127.0.0.1 twin. */
function openHint(config: Config, url: string): string {
  const listening = new URL(url)
  if (config.port !== 0 && new URL(config.publicUrl).origin !== listening.origin) return `Open ${config.publicUrl} (PUBLIC_URL) in a browser.`
  const twin = listening.hostname === 'localhost' ? ` or http://127.0.0.1:${listening.port}` : ''
  const reach = config.host === '127.0.0.1' ? ' Only this machine can connect; HOST=0.0.0.0 listens on every interface.' : ''
  return `Open ${url}${twin} in a browser.${reach}`
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
