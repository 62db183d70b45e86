import cluster, { type Worker } from 'node:cluster'
import { totalmem } from 'node:os'
import { setupPrimary as setupClusterAdapter } from '@socket.io/cluster-adapter'
import { RateLimiterClusterMaster } from 'rate-limiter-flexible'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { openHint } from '../open-hint'
import { relayBetweenWorkers } from './relay'

/**
 * The primary of WEB_CONCURRENCY workers on one port (node:cluster: it accepts the connections and
 * hands them to the workers in turn). It serves nothing itself: it starts the workers one after
 * another (the first migrates the database and seeds the demo before the others open it), relays
 * the event bus and Socket.IO's cluster adapter between them and keeps their rate limits when there
 * is no Redis, replaces a
 * worker that dies, and on SIGTERM/SIGINT lets every worker drain and stop before it exits.
 * Resolves once every worker listens.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const count = config.webConcurrency
  const limit = config.workerMemoryLimitMb
  // A container's memory limit (cgroup) when it is lower than the machine's memory (without a limit,
  // constrainedMemory() answers 0 or 2^64 depending on the platform).
  const machineMb = Math.floor(Math.min(process.constrainedMemory() || Infinity, totalmem()) / 1024 / 1024)
  if (limit && limit * count > machineMb) {
    process.stderr.write(
      `Tio could not start: WEB_CONCURRENCY=${count} workers with WORKER_MEMORY_LIMIT_MB=${limit} need ${limit * count} MB, more than this machine's ${machineMb} MB: lower one of them\n`,
    )
    process.exit(1)
  }
  if (!config.redisUrl) {
    setupClusterAdapter()
    relayBetweenWorkers(cluster)
    // The workers' rate limits count here, once for the machine (http/rate-limit.ts).
    new RateLimiterClusterMaster()
  }

  let stopping = false
  const exits = new Map<Worker, Promise<number>>()
  const fork = () => {
    const worker = cluster.fork()
    exits.set(worker, new Promise((resolve) => worker.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))))
    return worker
  }
  const listening = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      worker.once('listening', () => resolve())
      worker.once('exit', (code) => reject(new Error(`worker ${worker.id} exited with code ${code} before listening`)))
    })

  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal, workers: exits.size }, 'stopping every worker')
    for (const worker of exits.keys()) if (!worker.isDead()) worker.process.kill('SIGTERM')
    const codes = await Promise.all(exits.values())
    process.exit(codes.every((code) => code === 0) ? 0 : 1)
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))

  let url = ''
  cluster.on('listening', (_worker, address) => {
    url ||= `http://localhost:${address.port}`
  })
  try {
    for (let index = 0; index < count; index++) await listening(fork())
  } catch {
    // The worker printed why (a bad setting, an unreachable database, the memory limit).
    stopping = true
    for (const worker of exits.keys()) if (!worker.isDead()) worker.process.kill('SIGTERM')
    await Promise.all(exits.values())
    process.exit(1)
  }
  cluster.on('exit', (worker, code, signal) => {
    exits.delete(worker)
    if (stopping) return
    logger.error({ worker: worker.id, code, signal }, 'a worker died; starting another')
    fork()
  })
  logger.info({ url, workers: count }, `Tio is running at ${url} with ${count} workers`)
  process.stdout.write(`\nTio is running at ${url} (${count} workers)\n${openHint(config, url)}\n\n`)
}
