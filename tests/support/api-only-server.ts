/**
 * Tio's server without the web renderer (API, realtime, health probes), configured from the
 * environment exactly like `npm start`. Integration tests spawn it as a child process to test
 * start-up errors, signals and crashes.
 */
import { start } from '../../src/server/start'

await start(async () => undefined)
