/**
 * Tio's API and realtime without the web renderer, configured from the environment like the real
 * server (plus TIO_DB_SCHEMA: the PostgreSQL schema to use). Tests and benchmarks spawn it as a child
 * process to run several instances or kill one with SIGKILL. Prints "LISTENING <url>" once ready.
 */
import { parseConfig } from '../../src/server/config'
import { createTioServer } from '../../src/server/server'

const config = parseConfig()
const server = await createTioServer(config, { schema: process.env.TIO_DB_SCHEMA || undefined })
const url = await server.listen()
process.stdout.write(`LISTENING ${url}\n`)
const stop = () => void server.close().then(() => process.exit(0))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
