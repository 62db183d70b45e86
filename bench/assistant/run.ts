/**
 * npm run bench:assistant [-- QUESTIONS.json ...] [--experts N]
 *
 * Quality of Tio Chat's expert suggestions (../shared/bench/assistant/README.md): loads N (10,000)
 * experts from ../shared/bench/search/gen.mjs into a fresh SQLite database (with the search
 * issue's importer), asks every question through the offline engine, in-process, exactly as the
 * chat route does, and prints hit@1, hit@3 and no-push per question set and per language (as Tio
 * Chat detects it), the time per question, and the misses of the sets that are not held out (a held-out
 * set's misses only with --show-held-out-misses: reading them invites tuning on them). The suggested occupations are those of
 * the expert cards of the first reply, in order. Without files: the public set, the repo's development
 * sets (dev-questions.json, dev-no-push.json of 60 messages no expert is for, dev-foreign.json of 75 in five other
 * languages and dev-tricky.json of 100 that mention fields but are about Tio or small talk, or look like it but are
 * not, dev-stories.json of 120 stories with misleading detail or needs told only by their effect, dev-site.json of 160
 * questions about using the site (110, no expert) and look-alikes about one's own life or business (50), and dev-foreign2.json
 * of 150 in the five other languages, 30 each, dev-everyday.json of 160 everyday messages, 60 of them in four other
 * languages, dev-work.json of 170 (10 no expert), half about work, study and business, 60 in five other languages: written blind
 * to the engine, for
 * finding kinds of failure; their misses are listed)
 * and its held-out sets, side by side.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseConfig } from '../../src/server/config'
import { createLogger } from '../../src/server/logger'
import { createTioServer } from '../../src/server/server'
import { offlineAnswer } from '../../src/server/features/assistant/assistant.engines'
import { findExperts } from '../../src/server/features/assistant/assistant.service'
import { detectLanguage } from '../../src/server/features/assistant/translate'
import { importExperts, parseExpertLines } from '../../src/server/seed/import-experts'

interface Question {
  id: string
  question: string
  expected: string[]
}

const args = process.argv.slice(2).filter((a) => a !== '--')
const showHeldOutMisses = args.includes('--show-held-out-misses')
if (showHeldOutMisses) args.splice(args.indexOf('--show-held-out-misses'), 1)
const expertsAt = args.indexOf('--experts')
const count = expertsAt >= 0 ? Number(args.splice(expertsAt, 2)[1]) : 10_000
// The shared benchmark data lives beside the project (`../shared`), or beside the folder of worktrees.
const shared =
  [path.resolve('..', 'shared', 'bench'), path.resolve('..', '..', 'shared', 'bench')].find((d) => existsSync(d)) ??
  path.resolve('..', 'shared', 'bench')
const files = args.length
  ? args
  : [
      path.join(shared, 'assistant', 'questions.json'),
      'bench/assistant/dev-questions.json',
      'bench/assistant/dev-no-push.json',
      'bench/assistant/dev-foreign.json',
      'bench/assistant/dev-tricky.json',
      'bench/assistant/dev-stories.json',
      'bench/assistant/dev-site.json',
      'bench/assistant/dev-foreign2.json',
      'bench/assistant/dev-everyday.json',
      'bench/assistant/dev-work.json',
      'bench/assistant/held-out-questions.json',
      'bench/assistant/held-out-v2.json',
    ].filter((f) => existsSync(f))

interface Tally {
  expert: number
  hit1: number
  hit3: number
  other: number
  noPush: number
  ms: number
  cpu: number
  questions: number
}
const tally = (): Tally => ({ expert: 0, hit1: 0, hit3: 0, other: 0, noPush: 0, ms: 0, cpu: 0, questions: 0 })

const dataDir = mkdtempSync(path.join(tmpdir(), 'tio-bench-assistant-'))
// A real Tio server's database (migrations and auth tables), never listening.
const config = parseConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' })
const server = await createTioServer(config, { logger: createLogger(config.logLevel, false) })
const database = server.ctx.database
try {
  const started = performance.now()
  const jsonl = execFileSync(process.execPath, [path.join(shared, 'search', 'gen.mjs'), String(count), '42'], {
    maxBuffer: 1 << 30,
    encoding: 'utf8',
  })
  const { records } = parseExpertLines(jsonl)
  const { imported } = await importExperts(database, records)
  process.stdout.write(`loaded ${imported} experts in ${((performance.now() - started) / 1000).toFixed(1)} s\n`)

  const builtAt = performance.now()
  const brain = await server.features.assistant.service.brain()
  const deps = {
    brain,
    findExperts: (occupations: string[]) =>
      findExperts(
        database.db,
        occupations.map((o) => brain.expertsOf(o)),
      ),
  }
  const coldAt = performance.now()
  await offlineAnswer(deps, [{ role: 'user', text: 'my kitchen tap is leaking' }])
  process.stdout.write(
    `brain built from ${imported} profiles in ${(coldAt - builtAt).toFixed(0)} ms; first question (lazy word lists) ${(performance.now() - coldAt).toFixed(0)} ms\n`,
  )

  const rows: [string, Tally][] = []
  const misses: string[] = []
  let hiddenMisses = 0
  for (const file of files) {
    const questions = JSON.parse(readFileSync(file, 'utf8')) as Question[]
    const name = path.basename(file, '.json')
    const miss = (line: string) => (showHeldOutMisses || !name.startsWith('held-out') ? misses.push(line) : hiddenMisses++)
    const bySet = tally()
    const byLanguage = new Map<string, Tally>()
    for (const q of questions) {
      const t0 = performance.now()
      const c0 = process.cpuUsage()
      const reply = await offlineAnswer(deps, [{ role: 'user', text: q.question }])
      const ms = performance.now() - t0
      const c1 = process.cpuUsage(c0)
      const cpu = (c1.user + c1.system) / 1000
      const suggested = (reply.handoff?.experts ?? []).map((e) => e.occupation.toLowerCase())
      const expected = q.expected.map((e) => e.toLowerCase())
      const language = detectLanguage(q.question)
      if (!byLanguage.has(language)) byLanguage.set(language, tally())
      const targets = [bySet, byLanguage.get(language)!]
      for (const t of targets) {
        t.ms += ms
        t.cpu += cpu
        t.questions++
      }
      if (expected.length === 0) {
        for (const t of targets) t.other++
        if (suggested.length === 0) for (const t of targets) t.noPush++
        else miss(`${name} ${q.id} [pushed ${suggested.join(', ')}] ${q.question}`)
        continue
      }
      const one = suggested[0] !== undefined && expected.includes(suggested[0])
      const three = suggested.slice(0, 3).some((s) => expected.includes(s))
      for (const t of targets) {
        t.expert++
        if (one) t.hit1++
        if (three) t.hit3++
      }
      if (!one) {
        const got = suggested.length ? suggested.slice(0, 3).join(', ') : `none (${reply.kind})`
        miss(`${name} ${q.id} ${three ? '[top-3 only]' : '[miss]'} got ${got}; expected ${q.expected.join(' / ')}: ${q.question}`)
      }
    }
    rows.push([name.startsWith('dev-') ? `${name} (development)` : name, bySet])
    for (const [language, t] of [...byLanguage].sort((a, b) => b[1].questions - a[1].questions)) rows.push([`  ${language}`, t])
  }
  const share = (n: number, d: number) => (d ? (n / d).toFixed(3) : '  n/a')
  const pad = (s: string, n: number) => s.padEnd(n)
  process.stdout.write(
    `\n${pad('set / language', 28)} ${pad('questions', 10)} ${pad('hit@1', 16)} ${pad('hit@3', 16)} ${pad('no-push', 12)} ms/question (wall, cpu)\n`,
  )
  for (const [label, t] of rows) {
    process.stdout.write(
      `${pad(label, 28)} ${pad(String(t.questions), 10)} ${pad(`${share(t.hit1, t.expert)} (${t.hit1}/${t.expert})`, 16)} ${pad(`${share(t.hit3, t.expert)} (${t.hit3}/${t.expert})`, 16)} ${pad(`${share(t.noPush, t.other)} (${t.noPush}/${t.other})`, 12)} ${(t.ms / Math.max(1, t.questions)).toFixed(1)}, ${(t.cpu / Math.max(1, t.questions)).toFixed(1)}\n`,
    )
  }
  if (misses.length) process.stdout.write(`\nmisses:\n${misses.map((m) => `  ${m}`).join('\n')}\n`)
  if (hiddenMisses) process.stdout.write(`\n${hiddenMisses} misses of held-out sets not shown (--show-held-out-misses)\n`)
} finally {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
}
