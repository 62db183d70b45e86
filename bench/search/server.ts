// A plain Tio server (API only, no web build) for the search benchmark: settings from the environment.
// Once the search index is built it forces a full garbage collection (node --expose-gc) and prints
// one line with the memory the process holds, so the benchmark compares settled figures.
import { start } from '../../src/server/start'

const server = await start(async () => undefined)
const index = await server.features.search.service.index()
const gc = (globalThis as { gc?: () => void }).gc
gc?.()
gc?.()
const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
const mb = (n: number) => (n / 1024 / 1024).toFixed(1)
process.stdout.write(
  `bench memory: experts=${index.size} rss=${mb(rss)} heapUsed=${mb(heapUsed)} external=${mb(external)} arrayBuffers=${mb(arrayBuffers)} gc=${gc ? 'forced' : 'none'}\n`,
)
