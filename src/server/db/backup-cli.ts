/**
 * npm run backup [file or folder]
 *
 * A consistent online backup of the SQLite database under DATA_DIR, taken while Tio runs (see
 * backupSqlite). Without an argument it writes to BACKUP_DIR, else DATA_DIR/backups, a dated file.
 * PostgreSQL (DATABASE_URL) is backed up with pg_dump instead: see the README.
 */
import { existsSync } from 'node:fs'
import { ConfigError, parseConfig } from '../config'
import { backupSqlite, backupTarget, sqliteFile } from './backup'

async function main() {
  const config = parseConfig({ ...process.env, PORT: '0', SEED_DEMO: 'false' })
  if (config.databaseUrl) {
    process.stderr.write('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README, "Backups")\n')
    return 1
  }
  if (!existsSync(sqliteFile(config.dataDir))) throw new Error(`no database at ${sqliteFile(config.dataDir)}: check DATA_DIR`)
  const target = backupTarget(config.dataDir, process.argv[2] || process.env.BACKUP_DIR)
  const { file, bytes } = await backupSqlite(config.dataDir, target)
  process.stdout.write(
    `backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB). Uploaded files are in ${config.dataDir}/files: copy that folder too.\n`,
  )
  return 0
}

try {
  process.exitCode = await main()
} catch (error) {
  process.stderr.write(`backup failed: ${error instanceof ConfigError ? error.message : (error as Error).message}\n`)
  process.exitCode = 1
}
