import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseConfig } from '../../src/server/config'
import { createLogger } from '../../src/server/logger'
import { createTioServer, type TioServer } from '../../src/server/server'
import type { Dialect } from '../../src/server/db/database'
import { dropTestSchema } from './drop-schema'

export interface TestServer extends TioServer {
  url: string
  dialect: Dialect
  /** DATA_DIR of this instance (its SQLite file); pass as `dataDir` to share it. */
  dataDir: string
  /** PostgreSQL schema of this instance; pass as `schema` to share it. */
  schema?: string
  /** In-process request through the whole HTTP app (no socket), like app.request. */
  request: (pathname: string, init?: RequestInit & { json?: unknown; cookie?: string }) => Promise<Response>
}

/** The dialects integration tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

/**
 * A real Tio server on a free port with a fresh database: a temporary SQLite file, or its own
 * PostgreSQL schema (dropped on close) so parallel runs never collide.
 */
export async function startTestServer(
  options: {
    dialect?: Dialect
    env?: Record<string, string>
    listen?: boolean
    /** Share a data directory with another instance (it is then not removed on close). */
    dataDir?: string
    /** Share another instance's PostgreSQL schema (it is then not dropped on close). */
    schema?: string
  } = {},
): Promise<TestServer> {
  const dialect = options.dialect ?? 'sqlite'
  const ownDataDir = !options.dataDir
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tio-test-'))
  const ownSchema = !options.schema
  const schema = dialect === 'postgres' ? (options.schema ?? `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`) : undefined
  const databaseUrl = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  if (dialect === 'postgres' && !databaseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const config = parseConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    DATABASE_URL: databaseUrl,
    ...options.env,
  })
  const server = await createTioServer(config, { logger: createLogger(config.logLevel, false), schema })
  const url = options.listen === false ? 'http://localhost' : await server.listen()
  return {
    ...server,
    url,
    dialect,
    dataDir,
    schema,
    request(pathname, init = {}) {
      const { json, cookie, ...rest } = init
      const headers = new Headers(rest.headers)
      if (json !== undefined) headers.set('content-type', 'application/json')
      if (cookie) headers.set('cookie', cookie)
      // Better Auth checks the Origin of state-changing requests.
      if (!headers.has('origin')) headers.set('origin', config.publicUrl)
      return Promise.resolve(
        server.app.request(pathname, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }),
      )
    },
    async close() {
      await server.close()
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true })
      if (schema && ownSchema && databaseUrl) {
        await dropTestSchema(databaseUrl, schema)
      }
    },
  }
}

/** Joins the Set-Cookie headers of a response into a Cookie header value. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
