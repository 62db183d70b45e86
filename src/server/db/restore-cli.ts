/**
 * npm run restore <backup file>
 *
 * Puts a backup made by `npm run backup` back as the SQLite database under DATA_DIR. Stop the server
 * first: the restore refuses while one has the database open. The replaced database is kept beside
 * it (tio.sqlite.before-restore-…). PostgreSQL: pg_restore, see the README.
 */
import { ConfigError, parseConfig } from '../config'
import { restoreSqlite, sqliteFile } from './backup'

function main() {
  const file = process.argv[2]
  if (!file) {
    process.stderr.write('usage: npm run restore <backup file>\n')
    return 2
  }
  const config = parseConfig({ ...process.env, PORT: '0', SEED_DEMO: 'false' })
  if (config.databaseUrl) {
    process.stderr.write('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README, "Backups")\n')
    return 1
  }
  const { replaced } = restoreSqlite(config.dataDir, file)
  process.stdout.write(
    `restored ${file} to ${sqliteFile(config.dataDir)}${replaced ? `; the previous database is kept as ${replaced}` : ''}\n`,
  )
  return 0
}

try {
  process.exitCode = main()
} catch (error) {
  process.stderr.write(`restore failed: ${error instanceof ConfigError ? error.message : (error as Error).message}\n`)
  process.exitCode = 1
}
