// A plain Tio server (API only, no web build) for the search benchmark: settings from the environment.
import { start } from '../../src/server/start'

await start(async () => undefined)
