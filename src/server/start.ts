import cluster from 'node:cluster'
import { runPrimary } from './cluster/primary'
import { ConfigError, parseConfig, type Config } from './config'
import { openHint } from './open-hint'
import { createLogger } from './logger'
import { createTioServer, type TioServer, type TioServerOptions } from './server'
import { StartupError } from './startup-error'
import type { WebRenderer } from './http/app'
import type { AppContext } from './context'
import type { Features } from './features'

/**
 * Parses settings, builds the server and listens. A bad setting or an unreachable service stops
 * start-up with one line naming it and exit code 1; SIGTERM/SIGINT shut down gracefully. With
 * WEB_CONCURRENCY > 1 this process becomes the primary of that many workers (cluster/primary.ts),
 * each of which runs this same function and entry point, and resolves to undefined. `singleProcess`
 * (development, with Vite on the server) ignores WEB_CONCURRENCY.
 */
export async function start(
  makeWeb: (config: Config) => Promise<WebRenderer | undefined>,
  { singleProcess = false, ...extra }: Partial<TioServerOptions> & { singleProcess?: boolean } = {},
): Promise<TioServer | undefined> {
  let config: Config
  try {
    config = parseConfig()
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`)
    process.exit(1)
  }
  const logger = createLogger(config.logLevel, config.production)
  if (!singleProcess && cluster.isPrimary && config.webConcurrency > 1) {
    await runPrimary(config, logger)
    return undefined
  }
  let server
  let demoLogins: string | undefined
  try {
    const web = await makeWeb(config)
    const { seedIfWanted } = await import('./seed/seed')
    const onReady = async (ctx: AppContext, features: Features) => {
      demoLogins = (await seedIfWanted(ctx, { sendMessage: features.chat.service.send })).demoLogins
    }
    server = await createTioServer(config, { logger, web, onReady, ...extra })
    if (config.workerMemoryLimitMb) checkMemory(await server.warmUp(), config.workerMemoryLimitMb)
  } catch (error) {
    process.stderr.write(`Tio could not start: ${describeStartupError(error, config)}\n`)
    process.exit(1)
  }
  const url = await server.listen().catch((error: unknown) => {
    process.stderr.write(`Tio could not start: PORT ${config.port}: ${(error as Error).message}\n`)
    process.exit(1)
  })
  server.warmUp().catch((error: unknown) => logger.error({ err: error }, 'warm-up failed'))
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    void server.close().then(() => process.exit(0))
  }
  // Before announcing the URL: until a listener exists, SIGTERM kills the process outright.
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
  if (cluster.isWorker) {
    // The primary announces the address once every worker listens.
    logger.info({ url, worker: cluster.worker!.id }, `worker ${cluster.worker!.id} is listening`)
    if (demoLogins) process.stdout.write(`${demoLogins}\n`)
  } else {
    logger.info({ url, host: config.host }, `Tio is running at ${url}`)
    process.stdout.write(`\nTio is running at ${url}\n${openHint(config, url)}\n${demoLogins ? `${demoLogins}\n` : ''}\n`)
  }
  return server
}

/**
 * WORKER_MEMORY_LIMIT_MB: with its data loaded (the server's warm-up done, `loaded` names what it
 * loaded) a process that already holds more than the limit refuses to start, rather than being
 * killed once it is serving.
 */
function checkMemory(loaded: string[], limitMb: number): void {
  const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024)
  if (rssMb > limitMb) {
    const who = cluster.isWorker ? `worker ${cluster.worker!.id}` : 'this process'
    throw new StartupError(
      `WORKER_MEMORY_LIMIT_MB: ${who} holds ${rssMb} MB with its ${loaded.join(' and ') || 'data'} loaded, over the limit of ${limitMb} MB: raise WORKER_MEMORY_LIMIT_MB or lower WEB_CONCURRENCY`,
    )
  }
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
