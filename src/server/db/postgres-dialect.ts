import {
  PostgresDialect,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely'

/** What a catalog read answers when a schema, or one of its tables, vanished under it. */
const VANISHED = new Set(['3F000' /* invalid_schema_name */, '42P01' /* undefined_table */])
const ATTEMPTS = 5

/**
 * PostgresDialect whose introspection survives other schemas being dropped while it reads the catalog.
 *
 * Kysely's introspector (used by the migrator) reads every schema's tables and calls catalog functions by
 * schema name; a schema dropped between its snapshot and that call fails the whole query with
 * `schema "…" does not exist` or `relation "….x" does not exist`. Parallel test runs drop their schemas all the time, so the read is repeated:
 * the next snapshot no longer lists the dropped schema.
 */
export class TioPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new RetryingIntrospector(super.createIntrospector(db))
  }
}

export class RetryingIntrospector implements DatabaseIntrospector {
  constructor(private readonly inner: DatabaseIntrospector) {}

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.inner.getSchemas()
  }

  getTables(options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    return retryWhileSchemasVanish(() => this.inner.getTables(options))
  }

  getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return retryWhileSchemasVanish(() => this.inner.getMetadata(options))
  }
}

async function retryWhileSchemasVanish<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read()
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code
      if (typeof code !== 'string' || !VANISHED.has(code) || attempt >= ATTEMPTS) throw error
    }
  }
}
