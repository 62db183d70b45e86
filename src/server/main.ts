import { createProductionRenderer } from './web-renderer'
import { start } from './start'

// Production entry (bundled to build/node/main.js): serves the built web app.
await start(async () => createProductionRenderer())
