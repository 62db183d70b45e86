/**
 * Tio's API and realtime without the web renderer, started through the same start() as `npm start`
 * (settings from the environment, one-line start-up errors, graceful SIGTERM), plus TIO_DB_SCHEMA:
 * the PostgreSQL schema to use. Tests and benchmarks spawn it to check start-up, run several
 * instances, or kill one with SIGKILL.
 */
import { start } from '../../src/server/start'

await start(async () => undefined, { schema: process.env.TIO_DB_SCHEMA || undefined })
