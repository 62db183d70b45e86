/**
 * npm run bench:assistant [-- QUESTIONS.json] [--experts N]
 *
 * Quality of Tio Chat's expert suggestions (../shared/bench/assistant/README.md): loads N (10,000)
 * experts from ../shared/bench/search/gen.mjs into a fresh SQLite database (with the search
 * issue's importer), asks every question through the offline engine, in-process, exactly as the
 * chat route does, and prints hit@1, hit@3, no-push and the misses. The suggested occupations are
 * those of the expert cards of the first reply, in order.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseConfig } from '../../src/server/config'
import { createLogger } from '../../src/server/logger'
import { createTioServer } from '../../src/server/server'
import { loadBrain } from '../../src/server/features/assistant/assistant.routes'
import { offlineAnswer } from '../../src/server/features/assistant/assistant.engines'
import { findExperts } from '../../src/server/features/assistant/assistant.service'
import { importExperts, parseExpertLines } from '../../src/server/features/search/import'

interface Question {
  id: string
  question: string
  expected: string[]
}

const args = process.argv.slice(2).filter((a) => a !== '--')
const expertsAt = args.indexOf('--experts')
const count = expertsAt >= 0 ? Number(args.splice(expertsAt, 2)[1]) : 10_000
const shared = path.resolve('..', 'shared', 'bench')
const questionsFile = args[0] ?? path.join(shared, 'assistant', 'questions.json')
const questions = JSON.parse(readFileSync(questionsFile, 'utf8')) as Question[]

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

  const brain = await loadBrain()
  const deps = { brain, findExperts: (occupations: string[]) => findExperts(database.db, occupations) }
  let expertQuestions = 0
  let hit1 = 0
  let hit3 = 0
  let others = 0
  let noPush = 0
  const misses: string[] = []
  const t0 = performance.now()
  for (const q of questions) {
    const reply = await offlineAnswer(deps, [{ role: 'user', text: q.question }])
    const suggested = (reply.handoff?.experts ?? []).map((e) => e.occupation.toLowerCase())
    const expected = q.expected.map((e) => e.toLowerCase())
    if (expected.length === 0) {
      others++
      if (suggested.length === 0) noPush++
      else misses.push(`${q.id} [pushed ${suggested.join(', ')}] ${q.question}`)
      continue
    }
    expertQuestions++
    const one = suggested[0] !== undefined && expected.includes(suggested[0])
    const three = suggested.slice(0, 3).some((s) => expected.includes(s))
    if (one) hit1++
    if (three) hit3++
    if (!one) {
      const got = suggested.length ? suggested.slice(0, 3).join(', ') : `none (${reply.kind})`
      misses.push(`${q.id} ${three ? '[top-3 only]' : '[miss]'} got ${got}; expected ${q.expected.join(' / ')}: ${q.question}`)
    }
  }
  const ms = (performance.now() - t0) / Math.max(1, questions.length)
  const share = (n: number, d: number) => (d ? (n / d).toFixed(3) : 'n/a')
  process.stdout.write(`questions: ${questions.length} (${expertQuestions} expert, ${others} other), ${ms.toFixed(1)} ms per question\n`)
  process.stdout.write(`hit@1:   ${share(hit1, expertQuestions)} (${hit1}/${expertQuestions})\n`)
  process.stdout.write(`hit@3:   ${share(hit3, expertQuestions)} (${hit3}/${expertQuestions})\n`)
  process.stdout.write(`no-push: ${share(noPush, others)} (${noPush}/${others})\n`)
  if (misses.length) process.stdout.write(`misses:\n${misses.map((m) => `  ${m}`).join('\n')}\n`)
} finally {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
}
