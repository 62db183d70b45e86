/**
 * npm run bench:web [-- --runs 3] [-- --no-build]
 *
 * Issue 21 item 1: builds Tio, starts the production server (NODE_ENV=production, demo data in a
 * temporary DATA_DIR, one worker) and runs Lighthouse (mobile, its defaults: a mid-range phone on a
 * slow 4G link, simulated) with Debian Chromium (CHROME_PATH, default /usr/bin/chromium) on /, /FAQ,
 * /blog, one post, /ourexperts and one expert's page, `runs` times each. Prints the median
 * performance score, FCP, LCP, TBT, CLS and script bytes (transfer) per page, and the lowest
 * accessibility, best-practices and SEO scores; then each page's LCP element and the median of its
 * simulated LCP phases (time to first byte, load delay, load time, render delay), which say what to
 * fix. A run that fails (NO_NAVSTART, a page that did not paint in time on a busy machine) is tried
 * again, up to ATTEMPTS times. Measurements, never assertions: the scores swing with the machine's
 * load, the bytes do not (scripts/bundle-size.mjs guards those in npm test).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const log = (line: string) => process.stdout.write(`${line}\n`)
const ATTEMPTS = 3
const LCP_PHASES = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'] as const

function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['build/node/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const url = /Tio is running at (http:\/\/[^\s"]+)/.exec(out)?.[1]
      if (url) resolve({ child, url: url.replace('localhost', '127.0.0.1') })
    })
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)))
  })
}

interface Run {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  scriptKb: number
  /** The LCP element as Lighthouse names it (selector and text or alt). */
  lcpElement: string
  /** Simulated LCP phases in ms, LCP_PHASES order (load delay and load time are 0 for text). */
  lcpPhasesMs: number[]
  /** Audits of accessibility, best practices and SEO that failed or could not run ("id: error"). */
  failedAudits: string[]
}

interface LcpElementDetails {
  items?: { items?: { node?: { selector?: string; nodeLabel?: string }; phase?: string; timing?: number }[] }[]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** One Lighthouse run, or the reason it failed (a page that did not paint in time on a busy machine). */
async function audit(url: string, port: number): Promise<Run | string> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) return 'Lighthouse returned nothing'
  if (result.lhr.runtimeError) return `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const [elementTable, phaseTable] = (audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined)?.items ?? []
  const node = elementTable?.items?.[0]?.node
  const phases = phaseTable?.items ?? []
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? []).flatMap(({ id: auditId, weight }) => {
      const audit = audits[auditId]
      if (audit?.errorMessage) return [`${auditId}: ${audit.errorMessage}`]
      return weight > 0 && audit?.score !== null && (audit?.score ?? 0) < 1 ? [auditId] : []
    }),
  )
  const items =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptKb: (items.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
    lcpElement: node ? `${node.selector} "${(node.nodeLabel ?? '').slice(0, 40)}"` : '(none)',
    lcpPhasesMs: LCP_PHASES.map((phase) => phases.find((p) => p.phase === phase)?.timing ?? 0),
    failedAudits,
  }
}

/** A run, tried again when Lighthouse could not record the page; the reasons of the failed attempts. */
async function auditWithRetries(url: string, port: number): Promise<{ run?: Run; failures: string[] }> {
  const failures: string[] = []
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const run = await audit(url, port)
    if (typeof run !== 'string') return { run, failures }
    failures.push(run)
  }
  return { failures }
}

const mostCommon = (values: string[]) =>
  [...new Set(values)].sort((a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length)[0]!

async function main() {
  if (!args.includes('--no-build')) {
    log('building…')
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
    if (built.status !== 0) throw new Error('the build failed')
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tio-bench-web-'))
  const server = await startServer(dataDir)
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  try {
    // One post and one expert of the demo data.
    const blog = await (await fetch(`${server.url}/blog`)).text()
    const post = /href="(\/blog\/[^"/?#]+)"/.exec(blog)?.[1]
    const featured = (await (await fetch(`${server.url}/api/search/featured`)).json()) as { results: { customURL: string }[] }
    const expert = featured.results[0]?.customURL
    if (!post || !expert) throw new Error('the demo data has no blog post or no featured expert')
    const pages = ['/', '/FAQ', '/blog', post, '/ourexperts', `/expert/${expert}`]
    log(`Lighthouse ${runs}× per page (mobile defaults), ${chromePath}, server ${server.url}`)
    const rows: [string, Run[]][] = []
    for (const page of pages) {
      const results: Run[] = []
      const failures: string[] = []
      for (let i = 0; i < runs; i++) {
        const { run, failures: failed } = await auditWithRetries(`${server.url}${page}`, chrome.port)
        failures.push(...failed)
        if (run) results.push(run)
      }
      if (results.length > 0) rows.push([page, results])
      log(
        `  ${page}: performance ${results.map((r) => r.performance).join(', ')}${failures.length ? `; failed attempts (tried again up to ${ATTEMPTS} times): ${failures.join('; ')}` : ''}`,
      )
    }
    log('')
    log(
      'page                                      perf   FCP (s)   LCP (s)  TBT (ms)    CLS   script KB   a11y / best practices / SEO (lowest)',
    )
    for (const [page, results] of rows) {
      const m = (pick: (r: Run) => number) => median(results.map(pick))
      const low = (pick: (r: Run) => number) => Math.min(...results.map(pick))
      log(
        `${page.padEnd(40)} ${String(m((r) => r.performance)).padStart(5)} ${(m((r) => r.fcpMs) / 1000).toFixed(2).padStart(9)} ${(m((r) => r.lcpMs) / 1000).toFixed(2).padStart(9)} ${m(
          (r) => r.tbtMs,
        )
          .toFixed(0)
          .padStart(9)} ${m((r) => r.cls)
          .toFixed(3)
          .padStart(7)} ${m((r) => r.scriptKb)
          .toFixed(1)
          .padStart(11)}   ${low((r) => r.accessibility)} / ${low((r) => r.bestPractices)} / ${low((r) => r.seo)}`,
      )
    }
    for (const [page, results] of rows) {
      const failed = [...new Set(results.flatMap((r) => r.failedAudits))]
      if (failed.length) log(`${page}: audits under 100 in some run: ${failed.join('; ')}`)
    }
    log('\nLCP element (most often) and its simulated phases, median ms: TTFB / load delay / load time / render delay')
    for (const [page, results] of rows) {
      const phases = LCP_PHASES.map((_, i) => median(results.map((r) => r.lcpPhasesMs[i]!)).toFixed(0)).join(' / ')
      log(`${page.padEnd(40)} ${phases.padEnd(24)} ${mostCommon(results.map((r) => r.lcpElement))}`)
    }
    log(
      `\nmedians of ${runs} runs; scores swing with the machine's load (load average now ${(await import('node:os')).loadavg()[0]!.toFixed(1)}), bytes do not`,
    )
  } finally {
    chrome.kill()
    server.child.kill('SIGTERM')
    await new Promise((resolve) => server.child.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
