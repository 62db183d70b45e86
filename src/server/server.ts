import cluster from 'node:cluster'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { createAuth, migrateAuthTables } from './auth/auth'
import { createMemoryBus, createRedisBus } from './bus/bus'
import { createClusterBus } from './bus/cluster-bus'
import { createWorkerRelay } from './cluster/relay'
import type { Config } from './config'
import type { AppContext } from './context'
import { openDatabase, type Database } from './db/database'
import { migrateToLatest, migrateWithLock } from './db/migrate'
import { createFeatures, type Features } from './features'
import { createApp, type WebRenderer } from './http/app'
import { gracefulStop } from './http/graceful-stop'
import { createRateLimits } from './http/rate-limit'
import { createLogger, type Logger } from './logger'
import { createMailer } from './mail/mailer'
import { endSocketSessions } from './realtime/session-guard'
import { createRealtime, type Realtime } from './realtime/socket'

export interface TioServer {
  ctx: AppContext
  httpServer: Server
  app: ReturnType<typeof createApp>
  features: Features
  /** The Socket.IO server (tests read which client events a connected socket handles). */
  io: Realtime['io']
  listen: () => Promise<string>
  /** Builds now what would otherwise be built on first use (the search index); answers what was loaded. */
  warmUp: () => Promise<string[]>
  close: () => Promise<void>
}

export interface TioServerOptions {
  logger?: Logger
  web?: WebRenderer
  /** PostgreSQL schema (tests), see openDatabase */
  schema?: string
  /** Runs after migrations, before listening (demo seed). */
  onReady?: (ctx: AppContext, features: Features) => Promise<void>
}

/** Builds the whole server from a config: database, services, HTTP + realtime on one port. */
export async function createTioServer(config: Config, options: TioServerOptions = {}): Promise<TioServer> {
  const logger = options.logger ?? createLogger(config.logLevel, config.production)
  // Redis first: an unreachable REDIS_URL stops start-up before anything else is opened. Without it,
  // the workers of one machine (WEB_CONCURRENCY > 1) share events through the primary.
  const relay = cluster.isWorker && !config.redisUrl ? createWorkerRelay() : undefined
  const bus = config.redisUrl
    ? await createRedisBus(config.redisUrl, (error) => logger.warn({ err: error }, 'event bus Redis connection error'), config.redisPrefix)
    : relay
      ? createClusterBus(relay)
      : createMemoryBus()
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: options.schema,
    onError: (error) => logger.warn({ err: error }, 'database connection error'),
  })
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, database, logger })
  await migrateWithLock(database, async () => {
    await migrateAuthTables({ config, database, mailer, logger })
    await migrateToLatest(database)
  })
  const auth = await createAuth({
    config,
    database,
    mailer,
    logger,
    onSessionEnded: (session) => {
      endSocketSessions(bus, { userId: session.userId, sessionId: session.id }).catch((error: unknown) =>
        logger.error({ err: error }, 'announcing an ended session failed'),
      )
    },
    // Features are built once ctx (which holds auth) exists; no request reaches auth before that.
    referrals: {
      credit: (userId) => features.referrals.service.credit(userId),
    },
  })

  const httpServer = createServer()
  // Idle keep-alive connections stay open longer than the clients' and proxies' own idle limits (60 s is common):
  // with node's 5 s, a client reusing a connection just as the server closed it got ECONNRESET (seen in CI).
  httpServer.keepAliveTimeout = 65_000
  httpServer.headersTimeout = 66_000
  const realtime = await createRealtime({
    httpServer,
    auth,
    bus,
    database,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    allowedOrigins: config.allowedOrigins,
    relay,
    logger,
    onConnection: (socket, io) => features.onConnection(socket, io),
  })
  // Sockets connect only after listen(), so ctx is always set by the time onConnection runs.
  const rateLimits = createRateLimits(config)
  const ctx: AppContext = { config, database, bus, mailer, auth, logger, rateLimits, emitToUser: realtime.emitToUser }
  const features = createFeatures(ctx)
  const app = createApp(ctx, { mountApi: features.mountApi, web: options.web })
  // Socket.IO attached its own 'request' listener for /socket.io; everything else goes to Hono.
  const honoListener = getRequestListener(app.fetch)
  const stopHttp = gracefulStop(httpServer)
  // Which worker answered (cluster mode): for operators reading logs and for the workers test.
  const workerId = cluster.isWorker ? String(cluster.worker!.id) : undefined
  httpServer.on('request', (req, res) => {
    if (req.url?.startsWith('/socket.io/')) return
    if (workerId) res.setHeader('x-tio-worker', workerId)
    void honoListener(req, res)
  })
  await options.onReady?.(ctx, features)

  let closing: Promise<void> | undefined
  return {
    ctx,
    httpServer,
    app,
    features,
    io: realtime.io,
    warmUp: () => features.warmUp(),
    listen: () =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject)
        httpServer.listen(config.port, config.host, () => {
          const { port } = httpServer.address() as AddressInfo
          resolve(`http://${browsableHost(config.host)}:${port}`)
        })
      }),
    close: () =>
      (closing ??= (async () => {
        // Stop accepting, let in-flight requests finish, then release the services.
        const stopped = stopHttp()
        await realtime.close()
        await stopped
        await features.close()
        await rateLimits.close()
        await bus.close()
        relay?.close()
        mailer.close()
        await database.close()
      })()),
  }
}

/** The host a browser on this machine opens for a listening address: localhost for loopback and wildcards. */
function browsableHost(host: string): string {
  if (['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host)) return 'localhost'
  return host.includes(':') ? `[${host}]` : host
}
