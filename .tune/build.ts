import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseConfig } from '../src/server/config'
import { createLogger } from '../src/server/logger'
import { createTioServer } from '../src/server/server'
import { importExperts, parseExpertLines } from '../src/server/features/search/import'
import { loadProfileFields } from '../src/server/features/assistant/fields'
import { OCCUPATIONS } from '../src/server/features/assistant/knowledge/occupations'
import { OfflineBrain } from '../src/server/features/assistant/assistant.engine'
import { loadPassages } from '../src/server/features/assistant/knowledge'
import { loadWordVectors } from '../src/server/features/assistant/vectors'
const dataDir = mkdtempSync(path.join(tmpdir(), 'tio-tune-'))
const config = parseConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' })
const server = await createTioServer(config, { logger: createLogger(config.logLevel, false) })
const jsonl = execFileSync(process.execPath, ['../shared/bench/search/gen.mjs', '10000', '42'], { maxBuffer: 1 << 30, encoding: 'utf8' })
await importExperts(server.ctx.database, parseExpertLines(jsonl).records)
let t = performance.now()
const fields = await loadProfileFields(server.ctx.database.db, OCCUPATIONS)
console.log('fields', (performance.now() - t).toFixed(0), fields.length, fields.filter((f) => f.isNew).map((f) => f.title).slice(0, 20))
t = performance.now()
const passages = await loadPassages('content')
const vectors = loadWordVectors()
console.log('assets', (performance.now() - t).toFixed(0))
t = performance.now()
const brain = new OfflineBrain(passages, { vectors, fields })
console.log('brain', (performance.now() - t).toFixed(0))
console.log(fields.find((f) => f.title === 'Plumber'))
await server.close()
import { MeaningIndex } from '../src/server/features/assistant/meaning'
for (let i = 0; i < 3; i++) {
  t = performance.now()
  new OfflineBrain(passages, { fields })
  const a = performance.now() - t
  t = performance.now()
  new OfflineBrain(passages, { vectors, fields })
  console.log('no vec', a.toFixed(0), 'with', (performance.now() - t).toFixed(0))
}
