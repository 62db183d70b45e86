import type { ServerBuild } from 'react-router'
import { createRequestHandler } from 'react-router'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { start } from './start'

// Development: one process, Vite in middleware mode with HMR on the same HTTP server.
// Vite needs that server, so it starts right after it; early page requests wait for it.
/* eslint-disable no-restricted-syntax, tio/no-module-state -- the development entry point is itself a composition root */
let resolveVite: (vite: ViteDevServer) => void = () => {}
const viteReady = new Promise<ViteDevServer>((resolve) => (resolveVite = resolve))
/* eslint-enable no-restricted-syntax, tio/no-module-state */

const server = (await start(
  async () => ({
    render: async (request, loadContext) => {
      const vite = await viteReady
      const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
      return createRequestHandler(build, 'development')(request, loadContext)
    },
  }),
  { singleProcess: true },
))!
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server: server.httpServer } }, appType: 'custom' })
const listeners = server.httpServer.listeners('request') as ((req: unknown, res: unknown) => void)[]
server.httpServer.removeAllListeners('request')
server.httpServer.on('request', (req, res) => {
  vite.middlewares(req, res, () => {
    for (const listener of listeners) listener(req, res)
  })
})
resolveVite(vite)
