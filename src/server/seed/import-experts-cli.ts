/**
 * npm run import:experts -- FILE.jsonl
 *
 * Loads approved experts (one JSON object a line, the format of ../shared/bench/search/gen.mjs)
 * into the configured database (DATABASE_URL, or SQLite under DATA_DIR). Every line is checked
 * first; a bad one stops the import with its line number and nothing is written. Idempotent by
 * email. Running instances rebuild their search index (through Redis when REDIS_URL is set).
 */
import { readFile } from 'node:fs/promises'
import { ConfigError, parseConfig } from '../config'
import { createLogger } from '../logger'
import { createTioServer } from '../server'
import { ImportError, importExperts, parseExpertLines } from './import-experts'
import { BUS_EVENTS } from '../../shared/bus-events'

async function main() {
  const file = process.argv.slice(2).find((a) => a !== '--')
  if (!file) {
    process.stderr.write('usage: npm run import:experts -- FILE.jsonl\n')
    return 2
  }
  const started = performance.now()
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    process.stderr.write(`cannot read ${file}: ${(error as Error).message}\n`)
    return 1
  }
  let records
  try {
    records = parseExpertLines(text)
  } catch (error) {
    if (error instanceof ImportError) {
      process.stderr.write(`${file}: ${error.message}. Nothing was imported.\n`)
      return 1
    }
    throw error
  }
  const config = parseConfig({ ...process.env, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
  const server = await createTioServer(config, { logger: createLogger(config.logLevel, false) })
  try {
    const result = await importExperts(server.ctx.database, records.records)
    for (const d of records.duplicates.slice(0, 5)) process.stdout.write(`line ${d.line} skipped: ${d.reason}\n`)
    if (records.duplicates.length > 5) process.stdout.write(`… and ${records.duplicates.length - 5} more repeated lines skipped\n`)
    await server.ctx.bus.publish(BUS_EVENTS.EXPERTS_REINDEX, { reason: 'import' })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    process.stdout.write(
      `imported ${result.imported} experts, skipped ${result.skipped} already present (by email) and ${records.duplicates.length} repeated in the file, in ${seconds} s\n`,
    )
    return 0
  } catch (error) {
    process.stderr.write(`${file}: ${error instanceof ImportError ? error.message : String(error)}. Nothing was imported.\n`)
    return 1
  } finally {
    await server.close()
  }
}

try {
  process.exitCode = await main()
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`)
  process.exitCode = 1
}
