import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'

/** The SQLite file of a DATA_DIR (see openDatabase). */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'tio.sqlite')

/** Where `npm run backup` writes: a file path as is; a folder (or nothing: BACKUP_DIR, else DATA_DIR/backups) gets a dated name. */
export function backupTarget(dataDir: string, target: string | undefined, now = new Date()): string {
  const name = `tio-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.sqlite`
  const chosen = target || path.join(dataDir, 'backups')
  const isFolder = !target || (fs.existsSync(chosen) && fs.statSync(chosen).isDirectory()) || chosen.endsWith(path.sep)
  if (!isFolder) return path.resolve(chosen)
  fs.mkdirSync(chosen, { recursive: true })
  return path.resolve(chosen, name)
}

/**
 * A consistent online backup of the SQLite database of `dataDir` into `target` (issue 18 item 9), while
 * the server keeps running: SQLite's backup API copies every page in one step under one read
 * transaction, so the copy is the database as of one commit (in WAL mode writers are not blocked), and
 * a write between steps cannot restart it forever. Written to a temporary name and renamed, so a
 * crashed backup never leaves a half file under the final name.
 */
export async function backupSqlite(dataDir: string, target: string): Promise<{ file: string; bytes: number }> {
  const source = sqliteFile(dataDir)
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}: check DATA_DIR`)
  if (fs.existsSync(target)) throw new Error(`${target} already exists: choose another name`)
  const partial = `${target}.partial`
  fs.rmSync(partial, { force: true })
  const db = new SqliteDatabase(source, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    await db.backup(partial, { progress: () => 0x7fffffff })
  } finally {
    db.close()
  }
  const copy = new SqliteDatabase(partial)
  try {
    const check = copy.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw new Error(`the backup failed its check: ${String(check)}`)
  } finally {
    copy.close()
  }
  fs.renameSync(partial, target)
  return { file: target, bytes: fs.statSync(target).size }
}

/** True when another process (a running server) has the database open: leaving WAL mode needs it alone. */
function isInUse(file: string): boolean {
  const db = new SqliteDatabase(file, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 0')
    db.pragma('journal_mode = DELETE')
    return false
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true
    throw error
  } finally {
    db.close()
  }
}

/**
 * Puts a backup back as the database of `dataDir`. Refuses while a server has the database open
 * (stop it first). The current database is kept beside it as tio.sqlite.before-restore-<time>.
 */
export function restoreSqlite(dataDir: string, backup: string): { replaced: string | null } {
  if (!fs.existsSync(backup)) throw new Error(`no backup file at ${backup}`)
  const check = new SqliteDatabase(backup, { readonly: true, fileMustExist: true })
  try {
    if (check.pragma('quick_check', { simple: true }) !== 'ok') throw new Error(`${backup} is damaged (quick_check failed)`)
    const tio = check.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get()
    if (!tio) throw new Error(`${backup} is not a Tio database`)
  } finally {
    check.close()
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const live = sqliteFile(dataDir)
  let replaced: string | null = null
  if (fs.existsSync(live)) {
    if (isInUse(live)) throw new Error(`a running Tio server has ${live} open: stop it, then restore`)
    replaced = `${live}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`
    // No server has it open, and isInUse left it out of WAL mode: the file alone is the whole database.
    fs.renameSync(live, replaced)
  }
  for (const extra of ['-wal', '-shm', '-journal']) fs.rmSync(`${live}${extra}`, { force: true })
  const incoming = `${live}.restoring`
  fs.copyFileSync(backup, incoming)
  fs.renameSync(incoming, live)
  return { replaced }
}
