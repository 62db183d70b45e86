// A plain Tio server (API only, no web build) for the search benchmark: settings from the environment.
// Once the search index is built and the post covers are rendered (the start-up warm-up encodes them
// in the background, on every core, for several seconds: not what a search costs) it forces a full
// garbage collection (node --expose-gc) and prints one line with the memory the process holds, so
// the benchmark compares settled figures and times requests on a settled server. With
// WEB_CONCURRENCY > 1 this process is the primary (start() resolves to undefined) and every worker,
// running this same file, prints its own line.
import cluster from 'node:cluster'
import { start } from '../../src/server/start'

const server = await start(async () => undefined)
if (server) {
  const index = await server.features.search.service.index()
  await server.features.content.service.coversRendered()
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  gc?.()
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1)
  const worker = cluster.isWorker ? ` worker=${cluster.worker!.id}` : ''
  process.stdout.write(
    `bench memory:${worker} experts=${index.size} rss=${mb(rss)} heapUsed=${mb(heapUsed)} external=${mb(external)} arrayBuffers=${mb(arrayBuffers)} gc=${gc ? 'forced' : 'none'}\n`,
  )
}
