import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely'

/**
 * SQLite whose transactions take the write lock when they begin (BEGIN IMMEDIATE). With several processes on one file
 * (WEB_CONCURRENCY workers), a transaction begun deferred that read first and then writes after another process
 * committed fails at once with SQLITE_BUSY ("database is locked"): busy_timeout does not wait for a snapshot that is
 * already stale. Begun immediate, it waits busy_timeout for the other writer instead, then reads what it committed.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig

  constructor(config: SqliteDialectConfig) {
    super(config)
    this.#config = config
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config)
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}
