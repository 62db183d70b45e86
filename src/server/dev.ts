import type { ServerBuild } from 'react-router'
import { createRequestHandler } from 'react-router'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { start } from './start'

// Development: one process, Vite in middleware mode with HMR on the same HTTP server.
// eslint-disable-next-line prefer-const -- assigned after start() so the renderer can close over it
let vite: ViteDevServer | undefined
const server = await start(async () => ({
  render: async (request, loadContext) => {
    if (!vite) throw new Error('Vite is not ready')
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
    return createRequestHandler(build, 'development')(request, loadContext)
  },
}))
vite = await createViteServer({ server: { middlewareMode: true, hmr: { server: server.httpServer } }, appType: 'custom' })
const listeners = server.httpServer.listeners('request')
server.httpServer.removeAllListeners('request')
server.httpServer.on('request', (req, res) => {
  vite!.middlewares(req, res, () => {
    for (const listener of listeners) (listener as (a: typeof req, b: typeof res) => void)(req, res)
  })
})
