import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import { compress } from 'hono/compress'
import type { Hono } from 'hono'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { AppEnv } from './http/app-env'
import type { WebRenderer } from './http/app'

const BUILD_DIR = path.resolve('build')

/** Production: the React Router server build and the hashed client assets from build/client. */
export async function createProductionRenderer(): Promise<WebRenderer> {
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild
  const handler = createRequestHandler(build, 'production')
  const statics = serveStatic({
    root: path.relative(process.cwd(), path.join(BUILD_DIR, 'client')),
    // The .br and .gz copies scripts/build.mjs made: sent as they are (compress() leaves them be).
    precompressed: true,
    onFound: (filePath, c) => {
      c.header('Cache-Control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })
  const assets = (app: Hono<AppEnv>) => {
    app.use('*', compress())
    app.get('*', statics)
    // A missing hashed asset is a cheap 404, not a rendered not-found page.
    app.get('/assets/*', (c) => c.text('Not found', 404))
  }
  return { assets, render: (request, loadContext) => handler(request, loadContext) }
}
