/**
 * Tio's API and realtime without the web renderer, started through the same start() as `npm start`
 * (settings from the environment, one-line start-up errors, graceful SIGTERM), plus TIO_DB_SCHEMA:
 * the PostgreSQL schema to use. Tests and benchmarks spawn it to check start-up, run several
 * instances, or kill one with SIGKILL. "Tio warmed up" follows once its data is loaded (a cluster's
 * primary says it at once): on a busy machine the warm-up's CPU work could hold a test's first
 * requests for many seconds.
 */
import { start } from '../../src/server/start'

const server = await start(async () => undefined, { schema: process.env.TIO_DB_SCHEMA || undefined })
await server?.warmUp()
process.stdout.write('Tio warmed up\n')
