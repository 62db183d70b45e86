/**
 * npm run ledger:check
 *
 * Checks the Tio-Points ledger of the configured database (DATABASE_URL, or SQLite under DATA_DIR):
 * balances equal their postings, none negative, everything sums to zero, no hold resolved twice.
 * Prints each problem with the account, transfer or hold it concerns; exits 1 when there is one.
 */
import { ConfigError, parseConfig } from '../../config'
import { openDatabase } from '../../db/database'
import { checkLedger } from './ledger.check'

async function main() {
  const config = parseConfig({ ...process.env, PORT: '0', SEED_DEMO: 'false' })
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: process.env.TIO_DB_SCHEMA || undefined,
  })
  try {
    const tables = await database.db.introspection.getTables()
    if (!tables.some((t) => t.name === 'ledger_accounts')) {
      process.stderr.write('no Tio-Points ledger in this database: start Tio once to create it (DATA_DIR / DATABASE_URL)\n')
      return 1
    }
    const report = await checkLedger(database.db)
    for (const p of report.problems) {
      const where = p.account ? `account ${p.account}` : p.transfer ? `transfer ${p.transfer}` : p.hold ? `hold ${p.hold}` : 'ledger'
      process.stdout.write(`${where}: ${p.problem}\n`)
    }
    process.stdout.write(
      `${report.ok ? 'ledger ok' : `ledger has ${report.problems.length} problem(s)`}: ${report.accounts} accounts, ${report.transfers} transfers, ${report.holds} holds\n`,
    )
    return report.ok ? 0 : 1
  } finally {
    await database.close()
  }
}

try {
  process.exitCode = await main()
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack}\n`)
  process.exitCode = 1
}
