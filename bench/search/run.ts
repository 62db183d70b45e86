/**
 * npm run bench:search [-- --sizes 10000,100000] [-- --rounds 25] [-- --queries FILE.json] [-- --no-fuse] [-- --keep]
 * BENCH_CPU_PROF=DIR npm run bench:search ...   (also writes a V8 CPU profile of each server process into DIR)
 *
 * For each N: generates N experts (../shared/bench/search/gen.mjs N 42) into a temporary folder,
 * imports them into a fresh SQLite DATA_DIR with `import:experts`, starts a real Tio server on it,
 * then measures through the HTTP API: import time, index build time, memory per instance, query
 * latency (warm; one client and ten concurrent clients), the server's CPU time per request,
 * requests per second with one worker and with two (WEB_CONCURRENCY=2, issue 21 item 3) and each
 * worker's memory, and quality against
 * the intents of public-queries.json — side by side with Fuse.js (threshold 0.4 over displayName,
 * occupation, keywords, expertise_areas, other options default) on the same records. --no-fuse skips
 * Fuse.js (minutes per query at 100,000) to iterate on Tio's own figures.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { closeSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import Fuse from 'fuse.js'
import { parseExpertLines } from '../../src/server/seed/import-experts'
import { apiSearch } from './api-client'
import type { LoadOrder, LoadResult } from './load-client'
import { measureQuality, type BenchQuery, type BenchRecord, type QualitySummary } from './quality'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const shared = path.resolve(root, '../shared/bench/search')
const args = process.argv.slice(2)
const argValue = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const sizes = (argValue('--sizes') ?? '10000,100000').split(',').map(Number)
const rounds = Number(argValue('--rounds') ?? 25)
const withFuse = !args.includes('--no-fuse')
const CONCURRENCY = 10
/** Seconds of the same load, untimed, before each latency measurement. */
const WARM_SECONDS = 3

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

if (!existsSync(path.join(shared, 'gen.mjs'))) {
  process.stdout.write(`search benchmark skipped: ${shared} is absent (it holds gen.mjs and public-queries.json)\n`)
  process.exit(0)
}
const queriesFile = argValue('--queries') ?? path.join(shared, 'public-queries.json')
const queries = (JSON.parse(readFileSync(queriesFile, 'utf8')) as { queries: BenchQuery[] }).queries

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN
}
function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b)
  return { p50: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1] ?? NaN }
}

interface ServerMemory {
  rss: number
  heapUsed: number
  /** typed arrays and other memory outside the JavaScript heap */
  external: number
}

interface StartedServer {
  child: ChildProcess
  url: string
  /** the slowest worker's index build */
  buildMs: number
  experts: number
  /** the first worker's */
  memory: ServerMemory
  /** every worker's, after its index is built and a forced GC */
  workers: ServerMemory[]
}

/**
 * Starts bench/search/server.ts on a DATA_DIR with `workers` worker processes (WEB_CONCURRENCY). Its
 * log goes to a file (as a production log would), not through a pipe into this process, which is
 * also the client being timed.
 */
async function startServer(dataDir: string, workers = 1): Promise<StartedServer> {
  mkdirSync(dataDir, { recursive: true })
  const logFile = path.join(dataDir, `server-${workers}.log`)
  const log = openSync(logFile, 'w')
  // BENCH_CPU_PROF=DIR writes a V8 CPU profile of the server (each worker) into DIR, for `--cpu-prof` readers.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []
  // BENCH_SERVER_FLAGS="--trace-gc ..." passes node/V8 flags to the server (its log is DATA_DIR/server-N.log, kept with --keep).
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean)
  const child = spawn(process.execPath, [...profile, ...flags, '--expose-gc', '--import', 'tsx', 'bench/search/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT: 'false',
      WEB_CONCURRENCY: String(workers),
    },
    stdio: ['ignore', log, 'inherit'],
  })
  closeSync(log)
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => {
      clearInterval(poll)
      reject(new Error(`server exited with ${code}: ${readFileSync(logFile, 'utf8').slice(-2000)}`))
    }
    child.once('exit', onExit)
    const poll = setInterval(() => {
      const out = readFileSync(logFile, 'utf8')
      const url = /Tio is running at (http:\/\/[^\s"]+)/.exec(out)?.[1]
      const built = [...out.matchAll(/search index built: (\d+) experts in (\d+) ms/g)]
      const memory = [...out.matchAll(/bench memory:(?: worker=\d+)? experts=\d+ rss=([\d.]+) heapUsed=([\d.]+) external=([\d.]+)/g)]
      if (!url || built.length < workers || memory.length < workers) return
      clearInterval(poll)
      child.off('exit', onExit)
      const perWorker = memory.map((m) => ({ rss: Number(m[1]), heapUsed: Number(m[2]), external: Number(m[3]) }))
      resolve({
        child,
        url,
        experts: Number(built[0]![1]),
        buildMs: Math.max(...built.map((b) => Number(b[2]))),
        memory: perWorker[0]!,
        workers: perWorker,
      })
    }, 50)
  })
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

/** Every result of a query through the API, a hundred at a time. */
async function apiAll(url: string, q: string, idOf: Map<string, string>): Promise<string[]> {
  const first = await apiSearch(url, q, 1, 100)
  const ids = first.results.map((r) => idOf.get(r.customURL)!)
  for (let p = 2; p <= first.pages; p++) ids.push(...(await apiSearch(url, q, p, 100)).results.map((r) => idOf.get(r.customURL)!))
  return ids
}

/** The load client (load-client.ts), forked once: run.ts only orders loads and reads the server's CPU time around them. */
let client: ChildProcess | undefined
function runLoad(order: Omit<LoadOrder, 'queries'>): Promise<LoadResult> {
  client ??= fork(path.join(root, 'bench/search/load-client.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' })
  const child = client
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the load client exited with ${code}`))
    child.once('exit', onExit)
    child.once('message', (result: LoadResult) => {
      child.off('exit', onExit)
      resolve(result)
    })
    child.send({ ...order, queries: queries.map((q) => q.q) } satisfies LoadOrder)
  })
}

/**
 * CPU time (user + system, ms) the server has used so far: its process and, with workers, theirs
 * (the children of the primary). Linux /proc only; undefined elsewhere.
 */
function serverCpuMs(child: ChildProcess): number | undefined {
  const ticks = (pid: number) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return Number(fields[11]) + Number(fields[12])
  }
  try {
    const pids = [child.pid!]
    const children = `/proc/${child.pid}/task/${child.pid}/children`
    if (existsSync(children)) pids.push(...readFileSync(children, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number))
    // clock ticks of 10 ms (USER_HZ 100 on Linux)
    return pids.reduce((sum, pid) => sum + ticks(pid), 0) * 10
  } catch {
    return undefined
  }
}

/**
 * Warm latency at a number of clients: the same load first, untimed, for WARM_SECONDS (it opens that
 * many connections, and V8 finishes optimising the HTTP path and the engine), then `rounds` rounds of
 * the queries timed.
 */
async function latency(server: StartedServer, clients: number) {
  await runLoad({ url: server.url, clients, seconds: WARM_SECONDS })
  const total = rounds * queries.length
  const cpuBefore = serverCpuMs(server.child)
  const { ms, seconds, cpuUs: clientCpuUs } = await runLoad({ url: server.url, clients, total })
  const cpuAfter = serverCpuMs(server.child)
  // the server's CPU time per request over the timed requests (its garbage collection and other threads included)
  const cpuUs = cpuBefore === undefined || cpuAfter === undefined ? NaN : ((cpuAfter - cpuBefore) * 1000) / total
  return { ...stats(ms), rps: total / seconds, cpuUs, clientCpuUs: clientCpuUs / total }
}

interface Row {
  label: string
  tio: string
  fuse: string
}
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a')
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : 'n/a')
const qualityRows = (t: QualitySummary, f: QualitySummary | undefined): Row[] => {
  const row = (label: string, text: (s: QualitySummary) => string) => ({ label, tio: text(t), fuse: f ? text(f) : 'skipped (--no-fuse)' })
  return [
    row('top-1 relevant', (s) => `${s.top1}/${s.withIntent}`),
    row('P@10', (s) => s.p10.toFixed(3)),
    row('recall', (s) => s.recall.toFixed(3)),
    row('no-match queries returning something', (s) => `${s.noMatchReturning}/${s.noMatchQueries}`),
    row('typo queries answered', (s) => `${s.typoAnswered}/${s.typoQueries}`),
  ]
}

function printTable(n: number, rows: Row[]) {
  const w0 = Math.max(...rows.map((r) => r.label.length), 6)
  const w1 = Math.max(...rows.map((r) => r.tio.length), 18)
  process.stdout.write(`\nN = ${n.toLocaleString('en')}\n`)
  process.stdout.write(`${'metric'.padEnd(w0)} | ${'Tio (HTTP API)'.padEnd(w1)} | Fuse.js (in-process)\n`)
  process.stdout.write(`${'-'.repeat(w0)}-|-${'-'.repeat(w1)}-|-${'-'.repeat(20)}\n`)
  for (const r of rows) process.stdout.write(`${r.label.padEnd(w0)} | ${r.tio.padEnd(w1)} | ${r.fuse}\n`)
}

interface FuseSide {
  buildMs: number
  heapMb: number
  latency: ReturnType<typeof stats>
  rps: number
  quality: QualitySummary
}

/** Fuse.js, the original engine, in this process on the same records. */
function runFuse(n: number, data: BenchRecord[]): FuseSide {
  process.stdout.write(`[${n}] Fuse.js\n`)
  gc()
  const heapBefore = process.memoryUsage().heapUsed
  const t = performance.now()
  const fuse = new Fuse(data, { threshold: 0.4, keys: ['displayName', 'occupation', 'keywords', 'expertise_areas'] })
  const buildMs = performance.now() - t
  gc()
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024
  const ms: number[] = []
  const found = new Map<string, string[]>()
  for (const q of queries) {
    const start = performance.now()
    const results = fuse.search(q.q)
    ms.push(performance.now() - start)
    found.set(
      q.q,
      results.map((r) => r.item.id),
    )
  }
  const quality = measureQuality(data, queries, (q) => found.get(q)!)
  return { buildMs, heapMb, latency: stats(ms), rps: 1000 / (ms.reduce((a, b) => a + b, 0) / ms.length), quality }
}

/** The generator's records that the import keeps (it skips repeated emails and customURLs). */
function readRecords(file: string): BenchRecord[] {
  const text = readFileSync(file, 'utf8')
  const { records } = parseExpertLines(text)
  const keep = new Set(records.map((r) => r.id))
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as BenchRecord)
    .filter((r) => keep.has(r.id))
}

async function runSize(n: number) {
  const dir = mkdtempSync(path.join(tmpdir(), `tio-bench-search-${n}-`))
  try {
    const file = path.join(dir, `experts-${n}.jsonl`)
    process.stdout.write(`\n[${n}] generating ${file}\n`)
    const out = createWriteStream(file)
    const gen = spawn(process.execPath, [path.join(shared, 'gen.mjs'), String(n), '42'], { stdio: ['ignore', 'pipe', 'inherit'] })
    gen.stdout.pipe(out)
    const [code] = await Promise.all([
      new Promise<number | null>((resolve) => gen.once('exit', resolve)),
      new Promise<void>((resolve) => out.once('finish', () => resolve())),
    ])
    if (code !== 0) throw new Error(`gen.mjs exited ${code}`)

    // baseline memory: the same server on an empty database
    const emptyDir = path.join(dir, 'empty')
    const empty = await startServer(emptyDir)
    await apiSearch(empty.url, 'warm up')
    const base = empty.memory
    await stopServer(empty.child)

    process.stdout.write(`[${n}] importing\n`)
    const dataDir = path.join(dir, 'data')
    const t = performance.now()
    const imported = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/seed/import-experts-cli.ts', file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    })
    const importMs = performance.now() - t
    if (imported.status !== 0) throw new Error(`import failed: ${imported.stderr}`)
    process.stdout.write(
      imported.stdout
        .split('\n')
        .filter((l) => l.startsWith('imported'))
        .join('\n') + '\n',
    )

    // the same records for both engines (repeated emails/customURLs are skipped by the import)
    const data = readRecords(file)
    const idOf = new Map(data.map((r) => [r.customURL as string, r.id]))

    process.stdout.write(`[${n}] starting a server on ${data.length} experts\n`)
    const server = await startServer(dataDir)
    const memory = server.memory
    const one = await latency(server, 1)
    const ten = await latency(server, CONCURRENCY)
    const ours = new Map<string, string[]>()
    for (const q of queries) ours.set(q.q, await apiAll(server.url, q.q, idOf))
    const tio = measureQuality(data, queries, (q) => ours.get(q)!)
    await stopServer(server.child)

    // The same load on two workers (WEB_CONCURRENCY=2). The client runs on the same two cores.
    process.stdout.write(`[${n}] starting two workers\n`)
    const pair = await startServer(dataDir, 2)
    const tenOnTwo = await latency(pair, CONCURRENCY)
    await stopServer(pair.child)
    const workerMemory = pair.workers
      .map((m, i) => `worker ${i + 1}: ${m.rss.toFixed(0)} MB RSS, ${m.heapUsed.toFixed(0)} MB heap`)
      .join('; ')

    const fuse = withFuse ? runFuse(n, data) : undefined
    const theirs = (text: (f: FuseSide) => string) => (fuse ? text(fuse) : 'skipped (--no-fuse)')

    printTable(n, [
      { label: 'experts', tio: String(server.experts), fuse: theirs(() => String(data.length)) },
      { label: 'import time', tio: `${(importMs / 1000).toFixed(1)} s (CLI, incl. start-up)`, fuse: theirs(() => 'n/a (reads the list)') },
      { label: 'index build time', tio: `${server.buildMs} ms (from the database)`, fuse: theirs((f) => `${f1(f.buildMs)} ms`) },
      {
        label: 'memory per instance',
        tio: `${memory.rss.toFixed(0)} MB RSS; index ≈ ${(memory.rss - base.rss).toFixed(0)} MB RSS (${(memory.heapUsed - base.heapUsed).toFixed(0)} MB heap + ${(memory.external - base.external).toFixed(0)} MB typed arrays) over an empty server, after a forced GC`,
        fuse: theirs((f) => `${f.heapMb.toFixed(0)} MB heap (index + records)`),
      },
      {
        label: 'latency, 1 client p50/p95/max',
        tio: `${f1(one.p50)} / ${f1(one.p95)} / ${f1(one.max)} ms`,
        fuse: theirs(({ latency: l }) => `${f1(l.p50)} / ${f1(l.p95)} / ${f1(l.max)} ms (in-process, no HTTP)`),
      },
      {
        label: `latency, ${CONCURRENCY} clients p50/p95/max`,
        tio: `${f1(ten.p50)} / ${f1(ten.p95)} / ${f1(ten.max)} ms`,
        fuse: theirs(() => 'n/a (single-threaded, same as 1 client × 10)'),
      },
      {
        label: 'requests per second',
        tio: `${one.rps.toFixed(0)} (1 client), ${ten.rps.toFixed(0)} (${CONCURRENCY} clients)`,
        fuse: theirs(({ rps }) => rps.toFixed(rps < 10 ? 2 : 0)),
      },
      {
        label: 'server CPU per request',
        tio: `${f0(one.cpuUs)} µs (1 client), ${f0(ten.cpuUs)} µs (${CONCURRENCY} clients), ${f0(tenOnTwo.cpuUs)} µs (${CONCURRENCY} clients, 2 workers); the load client's own: ${f0(ten.clientCpuUs)} µs (${CONCURRENCY} clients)`,
        fuse: theirs(() => 'n/a'),
      },
      {
        label: `${CONCURRENCY} clients: 1 worker | 2 workers`,
        tio: `${ten.rps.toFixed(0)} | ${tenOnTwo.rps.toFixed(0)} requests/s; p95 ${f1(ten.p95)} | ${f1(tenOnTwo.p95)} ms (the load client shares the 2 cores: it takes about one)`,
        fuse: theirs(() => 'n/a'),
      },
      { label: 'memory of each of 2 workers', tio: `${workerMemory} (heap budget 150 MB each)`, fuse: theirs(() => 'n/a') },
      ...qualityRows(tio, fuse?.quality),
    ])
    const missed = tio.perQuery.filter((q) => Number.isFinite(q.p10) && (q.p10 < 1 || q.recall < 1 || !q.top1))
    if (missed.length) {
      process.stdout.write(
        'Tio queries below perfect: ' +
          missed.map((q) => `${q.id} "${q.q}" top1=${q.top1} P@10=${q.p10.toFixed(2)} recall=${q.recall.toFixed(2)}`).join('; ') +
          '\n',
      )
    }
  } finally {
    if (args.includes('--keep')) process.stdout.write(`kept ${dir} (data and server logs)\n`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

for (const n of sizes) await runSize(n)
client?.disconnect()
